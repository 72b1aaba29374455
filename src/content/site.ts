/**
 * Everything a visitor reads on the page lives here. Replace the sample identity
 * (Jane Doe, example.com, your-username) with yours; `npm run check` and `npm run build` check
 * this file against content/schema.ts and name the entry and field of anything wrong.
 * Pictures live in src/content/media/ and are named by their path there ("projects/shop.png");
 * the hero video and its poster live in public/media/ and are named from the site root
 * ("/media/hero-loop.mp4").
 *
 * Lists hold as many entries as you have. No projects or no dashboards? Set that block's
 * `items: []` (keep the block itself): the page leaves the Projects or Power BI section out,
 * and its navigation and footer links with it; `nav` needs no edit. Stat cards and contact
 * items may be any number, none included; a contact item without `link` shows as plain text.
 *
 * This file is yours: the tests never read its words (they have their own content in
 * src/test/fixtures/), and the journeys that check your page take what to expect from it.
 */
import type { Content } from './schema.ts'

const owner = {
  name: 'Jane Doe',
  role: 'Full-Stack Developer & Designer',
  email: 'jane.doe@example.com',
  location: 'Texas, USA',
}

const github = { handle: 'your-username', url: 'https://github.com/your-username' }
const linkedin = { name: owner.name, url: 'https://www.linkedin.com/in/your-profile' }

const githubLink = { label: 'GitHub', url: github.url, icon: 'github' } as const
const linkedinLink = { label: 'LinkedIn', url: linkedin.url, icon: 'linkedin' } as const
const emailLink = { label: 'Email', url: `mailto:${owner.email}`, icon: 'mail' } as const

export const site = {
  owner,
  social: { github, linkedin },
  meta: {
    title: `${owner.name} — ${owner.role}`,
    description:
      'Portfolio of a full-stack developer and designer: web apps, systems programming, high-performance computing and Power BI dashboards.',
    lang: 'en',
    // The address the site is deployed at (link previews, search engines); SITE_URL overrides it.
    url: 'https://janedoe.example.com/',
  },
  nav: [
    { label: 'Home', id: 'home' },
    { label: 'About', id: 'about' },
    { label: 'Projects', id: 'projects' },
    { label: 'Power BI', id: 'powerbi' },
    { label: 'Contact', id: 'contact' },
  ],
  hero: {
    greeting: `Hi, I'm ${owner.name} · ${owner.role}`,
    tagline: 'I design and code beautifully simple things.',
    intro:
      'From the first sketch to the last database index, I build products that feel effortless to use and stay fast under load.',
    cta: 'Contact Me',
    video: { src: '/media/hero-loop.mp4', poster: '/media/hero-poster.webp', width: 1280, height: 720 },
  },
  about: {
    heading: 'About Me',
    bio: [
      "I'm an ambitious full-stack developer with a computer science degree and a mathematics minor. I like problems that sit between people and machines: an interface that explains an algorithm, an API that stays simple as the data grows, a report that turns a spreadsheet into a decision.",
      'I work across the stack with TypeScript, React, Node.js and PostgreSQL, drop down to C and C++ when performance matters, and design every screen I ship in Figma first.',
    ],
    stats: [
      { value: '8+', label: 'Projects Completed' },
      { value: '4+', label: 'Years Experience' },
    ],
    photo: {
      src: 'profile.webp',
      alt: `Portrait of ${owner.name}`,
    },
  },
  projects: {
    heading: 'Featured Projects',
    intro: 'A selection of things I have designed, built and shipped, from browser tools to GPU clusters.',
    items: [
      {
        id: 1,
        title: 'A* Pathfinding Visualizer',
        subtitle: 'Interactive algorithm playground',
        description:
          'Draw walls, drop weights and watch A* explore the grid cell by cell. Compare it with Dijkstra and greedy best-first search on the same maze and see why a good heuristic matters.',
        tech: ['React', 'TypeScript', 'Canvas API', 'Web Workers'],
        features: ['Step-by-step playback', 'Recursive-division mazes', 'Weighted nodes', 'Manhattan & Euclidean heuristics'],
        image: {
          src: 'projects/astar-pathfinding.webp',
          alt: 'Grid with walls, explored cells and the shortest path found by A*',
        },
        demoLink: 'https://your-username.github.io/astar-visualizer/',
        cta: 'View Live Demo',
        icon: 'route',
        gradient: { from: '#4f46e5', to: '#7c3aed' },
      },
      {
        id: 2,
        title: 'AI Blog Platform',
        subtitle: 'Writing with an assistant, publishing with confidence',
        description:
          'A multi-author blog where an AI assistant suggests outlines, rewrites and SEO metadata while the writer stays in control. Drafts autosave, reviews are threaded and posts render statically for speed.',
        tech: ['Next.js', 'TypeScript', 'PostgreSQL', 'Prisma', 'OpenAI API', 'Tailwind CSS'],
        features: ['AI outline & rewrite suggestions', 'Generated SEO metadata', 'Markdown editor with live preview', 'Role-based publishing'],
        image: {
          src: 'projects/ai-blog-platform.webp',
          alt: 'Blog editor with an article draft and a panel of AI suggestions',
        },
        demoLink: 'https://ai-blog.example.com/',
        cta: 'View Live Demo',
        icon: 'sparkles',
        gradient: { from: '#db2777', to: '#f59e0b' },
      },
      {
        id: 3,
        title: 'File Sharing Platform',
        subtitle: 'Large files, expiring links, zero friction',
        description:
          'Upload files of any size with resumable chunked transfers straight to object storage, then share them with links that expire, count downloads or ask for a password.',
        tech: ['React', 'Node.js', 'Express', 'AWS S3', 'Redis', 'JWT'],
        features: ['Resumable chunked uploads', 'Expiring, password-protected links', 'Download analytics', 'Presigned S3 URLs'],
        image: {
          src: 'projects/file-sharing-platform.webp',
          alt: 'Upload area and a list of shared files with progress bars and a share link',
        },
        demoLink: 'https://files.example.com/',
        cta: 'View Live Demo',
        icon: 'share',
        gradient: { from: '#0d9488', to: '#2563eb' },
      },
      {
        id: 4,
        title: 'Project Management App',
        subtitle: 'Real-time boards for small teams',
        description:
          'Kanban boards that update live for everyone on the team: drag cards between columns, assign people, set due dates and get notified when something you own changes.',
        tech: ['React', 'TypeScript', 'GraphQL', 'Node.js', 'MongoDB', 'Socket.IO'],
        features: ['Live multi-user boards', 'Drag-and-drop cards', 'Mentions & notifications', 'Sprint burndown charts'],
        image: {
          src: 'projects/project-management-app.webp',
          alt: 'Kanban board with To do, In progress, Review and Done columns',
        },
        demoLink: 'https://boards.example.com/',
        cta: 'View Live Demo',
        icon: 'kanban',
        gradient: { from: '#7c3aed', to: '#db2777' },
      },
      {
        id: 5,
        title: 'Unix Shell in C',
        subtitle: 'A command-line shell from first principles',
        description:
          'A POSIX-style shell written from scratch in C: a hand-written tokenizer and parser, pipelines of any length, input and output redirection, background jobs with job control, and persistent history. Leak-free under Valgrind.',
        tech: ['C', 'POSIX', 'fork/exec', 'Make', 'Valgrind'],
        image: {
          src: 'projects/c-shell.webp',
          alt: 'Terminal session in the custom shell running pipes, redirection and background jobs',
        },
        demoLink: `${github.url}/c-shell`,
        cta: 'View Source',
        icon: 'terminal',
        gradient: { from: '#334155', to: '#0f172a' },
      },
      {
        id: 7,
        title: 'Parallel Fractal Generator',
        subtitle: 'Mandelbrot at scale in C++',
        description:
          'Renders gigapixel Mandelbrot and Julia sets by splitting the image across cluster nodes with MPI, across cores with OpenMP and across thousands of GPU threads with CUDA, then compares the speed-ups of each level.',
        tech: ['C++17', 'MPI', 'OpenMP', 'CUDA'],
        features: ['Hybrid MPI + OpenMP + CUDA', 'Dynamic load balancing', 'Smooth colouring', '140× speed-up on 4 GPUs'],
        image: {
          src: 'projects/fractal-generator.webp',
          alt: 'Colourful region of the Mandelbrot set rendered by the generator',
        },
        contactOnly: true,
        cta: 'Contact For Source',
        icon: 'cpu',
        gradient: { from: '#f59e0b', to: '#dc2626' },
      },
    ],
  },
  dashboards: {
    heading: 'Power BI Dashboards',
    intro: 'Business-intelligence reports that turn raw operational data into decisions.',
    items: [
      {
        id: 1,
        title: 'Emergency Room Dashboard',
        description:
          'Tracks patient flow through a hospital emergency department: visits by month and department, average wait times and satisfaction by age group, with drill-through from any chart to the underlying visits.',
        image: {
          src: 'dashboards/emergency-room.webp',
          alt: 'Emergency Room Dashboard with visit counts, wait-time trend and satisfaction charts',
        },
        link: `${github.url}/emergency-room-dashboard`,
        cta: 'View Repository',
        icon: 'heart-pulse',
        gradient: { from: '#db2777', to: '#7c3aed' },
        stats: [
          { value: '10,000+', label: 'Visits' },
          { value: '50,000+', label: 'Data points' },
          { value: '15+', label: 'Satisfaction metrics' },
        ],
      },
      {
        id: 2,
        title: 'Vehicle Sales Dashboard',
        description:
          'Revenue by quarter and region, best-selling models and the mix of body types, with DAX measures for year-over-year growth and slicers for dealer, region and period.',
        image: {
          src: 'dashboards/vehicle-sales.webp',
          alt: 'Vehicle Sales Dashboard with revenue by region, top models and body-type share',
        },
        link: `${github.url}/vehicle-sales-dashboard`,
        cta: 'View Repository',
        icon: 'car',
        gradient: { from: '#2563eb', to: '#0d9488' },
        stats: [
          { value: '25,000+', label: 'Records' },
          { value: '50+', label: 'Models' },
          { value: '20+', label: 'Insights' },
        ],
      },
      {
        id: 3,
        title: 'Global Weather Dashboard',
        description:
          'Temperature, precipitation and humidity for cities around the world, refreshed from a public weather API, with a map of current conditions and trends for any city you pick.',
        image: {
          src: 'dashboards/global-weather.webp',
          alt: 'Global Weather Dashboard with a world map of city temperatures and trend charts',
        },
        link: `${github.url}/global-weather-dashboard`,
        cta: 'View Repository',
        icon: 'cloud-sun',
        gradient: { from: '#0ea5e9', to: '#6366f1' },
        stats: [
          { value: '100+', label: 'Cities' },
          { value: '25+', label: 'Metrics' },
        ],
      },
    ],
  },
  contact: {
    heading: "Let's Get In Contact",
    intro: "Have a project in mind, a role to fill or just want to say hello? My inbox is always open.",
    formTitle: 'Send a Message',
    detailsTitle: 'Get in Touch',
    items: [
      { label: 'Email', value: owner.email, link: emailLink.url, icon: 'mail' },
      { label: 'GitHub', value: github.handle, link: github.url, icon: 'github' },
      { label: 'LinkedIn', value: linkedin.name, link: linkedin.url, icon: 'linkedin' },
      { label: 'Location', value: owner.location, icon: 'map-pin' },
    ],
    workTogether: {
      title: "Let's Work Together",
      text: "I'm open to full-time roles and freelance projects. Find me on GitHub and LinkedIn.",
      links: [githubLink, linkedinLink],
    },
  },
  footer: {
    blurb: 'Designing and building fast, accessible web products.',
    rights: 'All rights reserved.',
    links: [githubLink, linkedinLink, emailLink],
  },
  labels: {
    pauseVideo: 'Pause Video',
    playVideo: 'Play Video',
    keyFeatures: 'Key Features',
    technologies: 'technologies',
    dashboardsCarousel: 'Featured dashboards',
    slidePosition: '{position} of {count}',
    stopRotation: 'Stop automatic slide show',
    startRotation: 'Start automatic slide show',
    previousDashboard: 'Previous dashboard',
    nextDashboard: 'Next dashboard',
    showDashboard: 'Show dashboard',
    emailLabel: 'Your Email',
    messageLabel: 'Your Message',
    messagePlaceholder: 'Tell me about your project...',
    sendMessage: 'Send Message',
    sending: 'Sending...',
    sendSuccess: "Message sent successfully! I'll get back to you soon.",
    sendFailure: 'Failed to send message. Please try again or contact me directly.',
    sendFailureLink: 'contact me directly',
    mailSubject: 'Message from your portfolio',
    honeypotLabel: 'Leave this field empty',
    mailAppOpened: "Your email app should open with your message in it. Send it from there and I'll get back to you soon.",
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    theme: 'Theme',
    themeLight: 'Light',
    themeDark: 'Dark',
    themeSystem: 'System',
    errorHeading: 'Something went wrong.',
    quickLinks: 'Quick Links',
    connect: 'Connect',
    primaryNavigation: 'Primary',
    skipToContent: 'Skip to content',
  },
} satisfies Content
