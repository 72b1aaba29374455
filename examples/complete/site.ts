/**
 * Every optional block of the content, filled: the work history, volunteering, education, skills,
 * awards, certificates, publications, spoken languages, interests and testimonials (in JSON Resume's
 * field names: a testimonial is one of its `references`), a project without a picture and with
 * JSON Resume's project fields, the full postal address, the availability line, a Spanish page
 * (/es/, with its own résumé files: the Spanish translation of examples/multilingual, plus these blocks), the "Download résumé" button (the build makes
 * resume.pdf and resume.json from this file) and the contact card (contact.vcf). It is your
 * page (src/content/site.ts) with these blocks added; build it with
 *
 *   PORTFOLIO_CONTENT=examples/complete/site.ts npm run build
 *
 * and copy the blocks you want into src/content/site.ts. `media/` here is your media folder.
 */
import type { Content, Translation } from '../../src/content/schema.ts'
import { site as yours } from '../../src/content/site.ts'
import { spanish as yoursInSpanish } from '../multilingual/site.ts'

/**
 * The page in Spanish at /es/, with its résumé, resume.json and contact card in Spanish: lists go
 * entry by entry in the content's order, `{}` skipping one; names, addresses, dates and
 * technologies stay as they are.
 */
const spanish: Translation = {
  ...yoursInSpanish,
  nav: [
    { label: 'Inicio' },
    { label: 'Sobre mí' },
    { label: 'Experiencia' },
    { label: 'Voluntariado' },
    { label: 'Habilidades' },
    { label: 'Formación' },
    { label: 'Premios' },
    { label: 'Certificados' },
    { label: 'Publicaciones' },
    { label: 'Idiomas' },
    { label: 'Intereses' },
    { label: 'Testimonios' },
    { label: 'Proyectos' },
    { label: 'Power BI' },
    { label: 'Contacto' },
  ],
  projects: {
    ...yoursInSpanish.projects,
    items: [
      ...(yoursInSpanish.projects?.items ?? []),
      {
        title: 'Tablas de mareas',
        description: 'Un predictor de mareas para puertos pequeños, hecho en un fin de semana con datos públicos para un capitán de puerto que lo quería en su teléfono.',
        features: ['Funciona sin conexión', 'Previsiones a dos semanas'],
        cta: 'Ver las mareas',
        type: 'Proyecto de hackathon',
        roles: ['Desarrolladora principal', 'Diseñadora'],
      },
    ],
  },
  availability: { text: 'Disponible para puestos sénior de frontend desde marzo' },
  work: {
    heading: 'Experiencia',
    intro: 'Dónde he trabajado y qué construí allí.',
    present: 'Actualidad',
    items: [
      {
        position: 'Ingeniera full-stack sénior',
        location: 'Austin, Texas (híbrido)',
        summary: 'Ingeniera principal del producto de informes: un frontend en React sobre una API de Node.js y PostgreSQL que usan 400 empresas.',
        highlights: [
          'Rehíce el editor de informes: el mayor pintado en un teléfono de gama media bajó de 3,4 s a 1,1 s',
          'Diseñé el modelo de permisos que hoy comparten cuatro equipos',
          'Mentora de dos ingenieros júnior',
        ],
      },
      {
        position: 'Desarrolladora full-stack',
        summary: 'Construí el portal de pacientes y la API de citas que lo sostiene.',
        highlights: ['Citas en línea para 120 clínicas', 'Correcciones de una auditoría de accesibilidad hasta WCAG 2.1 AA'],
      },
      { position: 'Desarrolladora en prácticas', summary: 'Escribí herramientas que planifican y visualizan trabajos en el clúster de GPU del campus.' },
    ],
  },
  volunteer: {
    heading: 'Voluntariado',
    intro: 'Causas a las que dedico mis tardes.',
    present: 'Actualidad',
    items: [
      {
        position: 'Líder de proyecto, apps de datos abiertos',
        summary: 'Dirijo un equipo de ocho voluntarios que crea apps con los datos abiertos de la ciudad.',
        highlights: ['Publicamos una app de llegadas de autobús que usan 3.000 viajeros a la semana', 'Organizo la noche mensual de bienvenida'],
      },
      { position: 'Mentora' },
    ],
  },
  education: {
    heading: 'Formación',
    items: [{ studyType: 'Grado', area: 'Informática, especialización menor en Matemáticas', score: 'Nota media 3,8 de 4', courses: ['Algoritmos', 'Computación paralela', 'Interacción persona-ordenador'] }],
  },
  skills: {
    heading: 'Habilidades',
    items: [{ level: 'Experta' }, { level: 'Avanzada' }, { name: 'Sistemas' }, { name: 'Diseño y datos', keywords: ['Figma', 'Power BI', 'DAX'] }],
  },
  awards: {
    heading: 'Premios',
    items: [
      { title: 'Ganadora de hackathon, categoría de tecnología cívica', summary: 'Un mapa en vivo de los retrasos de los autobuses de la ciudad, hecho en 24 horas con datos abiertos.' },
      { title: 'Cuadro de honor del decanato' },
    ],
  },
  certificates: { heading: 'Certificados' },
  publications: {
    heading: 'Publicaciones',
    intro: 'Artículos y charlas.',
    items: [
      { name: 'Paneles que cargan antes que el café', summary: 'Cargar informes incrustados sin una página en blanco por el camino.' },
      { name: 'Planificación de GPU para clústeres de estudiantes', publisher: 'Simposio de investigación de grado de UT Austin' },
    ],
  },
  languages: {
    heading: 'Idiomas',
    items: [
      { language: 'Inglés', fluency: 'Lengua materna' },
      { language: 'Español', fluency: 'Competencia profesional' },
    ],
  },
  interests: {
    heading: 'Intereses',
    items: [
      { name: 'Datos abiertos', keywords: ['Tecnología cívica', 'Transporte', 'Mapas'] },
      { name: 'Fotografía', keywords: ['Carrete', 'Calle'] },
    ],
  },
  references: {
    heading: 'Testimonios',
    intro: 'Lo que dicen las personas con las que he trabajado.',
    items: [
      {
        reference: 'Jane convirtió un panel que nadie abría en lo primero que mira nuestro equipo de ventas cada mañana. Hace las preguntas que hacen que un informe valga la pena.',
        role: 'Directora de Operaciones de Ventas, Lumen Analytics',
      },
      { reference: 'Tranquila con los plazos, y sus revisiones de código enseñaron a todo el equipo a escribir primero las pruebas.', role: 'Líder técnico, Brightside Health' },
    ],
  },
  resume: { label: 'Descargar currículum' },
  vcard: { label: 'Añadir a contactos' },
  labels: {
    ...yoursInSpanish.labels,
    openLiveReport: 'Abrir el informe en vivo',
    backToPicture: 'Volver a la imagen',
    openInNewTab: 'Abrir en una pestaña nueva',
    liveReportFailed: 'El informe en vivo no cargó.',
    liveReportWeight: 'Los informes en vivo cargan varios megabytes desde su servicio.',
  },
}

export const site = {
  ...yours,
  // The résumé sections follow About in the order nav lists them.
  nav: [
    ...yours.nav.filter((entry) => entry.id === 'home' || entry.id === 'about'),
    { label: 'Experience', id: 'experience' },
    { label: 'Volunteering', id: 'volunteer' },
    { label: 'Skills', id: 'skills' },
    { label: 'Education', id: 'education' },
    { label: 'Awards', id: 'awards' },
    { label: 'Certificates', id: 'certificates' },
    { label: 'Publications', id: 'publications' },
    { label: 'Languages', id: 'languages' },
    { label: 'Interests', id: 'interests' },
    { label: 'Testimonials', id: 'references' },
    ...yours.nav.filter((entry) => entry.id !== 'home' && entry.id !== 'about'),
  ],
  owner: {
    ...yours.owner,
    // The full address goes only into resume.json and contact.vcf; the page shows `location`.
    address: { city: 'Austin', region: 'Texas', countryCode: 'US' },
  },
  // Each dashboard's report live, on a press of its slide's button: the address of the report
  // published for everyone (docs/content.md, "Live reports"). These have the shape of each
  // service's address; give your own reports'.
  dashboards: {
    ...yours.dashboards,
    items: yours.dashboards.items.map((dashboard, index) => ({
      ...dashboard,
      embed: [
        'https://app.powerbi.com/view?r=eyJrIjoiWU9VUi1SRVBPUlQtS0VZIiwidCI6IllPVVItVEVOQU5UIn0',
        'https://public.tableau.com/views/YourWorkbook/Overview',
        'https://lookerstudio.google.com/embed/reporting/your-report-id/page/your-page-id',
      ][index],
    })),
  },
  projects: {
    ...yours.projects,
    items: [
      ...yours.projects.items,
      {
        id: 8,
        title: 'Tide Tables',
        description: 'A tide predictor for small harbours, built in a weekend from public data for a harbour master who wanted it on his phone.',
        tech: ['TypeScript', 'Service Workers', 'IndexedDB'],
        features: ['Works offline', 'Two-week forecasts'],
        // No picture: the card's top is drawn from the gradient and the icon.
        demoLink: 'https://tides.example.org/',
        cta: 'See the Tides',
        icon: 'cloud-sun',
        gradient: { from: '#0ea5e9', to: '#1e3a8a' },
        // JSON Resume's project fields: the line under the title.
        startDate: '2023-06',
        endDate: '2023-09',
        type: 'Hackathon entry',
        entity: 'Hack the Harbour',
        roles: ['Lead developer', 'Designer'],
      },
    ],
  },
  // status: 'open' (green), 'limited' (amber) or 'closed' (grey); shown in the hero and the contact section.
  availability: { status: 'open', text: 'Open to senior frontend roles from March' },
  work: {
    heading: 'Experience',
    intro: 'Where I have worked and what I shipped there.',
    // Ends the dates of a role without an endDate.
    present: 'Present',
    items: [
      {
        name: 'Lumen Analytics',
        position: 'Senior Full-Stack Engineer',
        url: 'https://lumen.example.com/',
        location: 'Austin, Texas (hybrid)',
        startDate: '2023-03',
        summary: 'Lead engineer of the reporting product: a React front end over a Node.js and PostgreSQL API used by 400 companies.',
        highlights: [
          'Rebuilt the report builder; the largest paint on a mid-range phone went from 3.4 s to 1.1 s',
          'Designed the permissions model now shared by four teams',
          'Mentor two junior engineers',
        ],
        keywords: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Figma'],
      },
      {
        name: 'Brightside Health',
        position: 'Full-Stack Developer',
        url: 'https://brightside.example.com/',
        location: 'Dallas, Texas',
        startDate: '2021-06',
        endDate: '2023-02',
        summary: 'Built the patient portal and the booking API behind it.',
        highlights: ['Online booking for 120 clinics', 'Accessibility audit fixes to WCAG 2.1 AA'],
        keywords: ['Next.js', 'GraphQL', 'AWS'],
      },
      {
        name: 'University Research Computing',
        position: 'Student Developer',
        location: 'Austin, Texas',
        startDate: '2019-09',
        endDate: '2021-05',
        summary: 'Wrote tools that schedule and visualise jobs on the campus GPU cluster.',
        keywords: ['C++', 'CUDA', 'Python'],
      },
    ],
  },
  volunteer: {
    heading: 'Volunteering',
    intro: 'Causes I give my evenings to.',
    present: 'Present',
    items: [
      {
        organization: 'Code for Austin',
        position: 'Project lead, open-data apps',
        url: 'https://codeforaustin.example.org/',
        startDate: '2022-01',
        summary: 'Lead a team of eight volunteers building apps on the city’s open data.',
        highlights: ['Shipped a bus-arrival app used by 3,000 riders a week', 'Run the monthly newcomers’ night'],
      },
      { organization: 'Girls Who Code', position: 'Mentor', startDate: '2020-02', endDate: '2021-12' },
    ],
  },
  education: {
    heading: 'Education',
    items: [
      {
        institution: 'University of Texas',
        url: 'https://www.utexas.edu/',
        studyType: 'B.Sc.',
        area: 'Computer Science, minor in Mathematics',
        startDate: '2017',
        endDate: '2021',
        score: 'GPA 3.8',
        courses: ['Algorithms', 'Parallel Computing', 'Human-Computer Interaction'],
      },
    ],
  },
  skills: {
    heading: 'Skills',
    items: [
      { name: 'Frontend', level: 'Expert', keywords: ['React', 'TypeScript', 'Next.js', 'Tailwind CSS', 'Accessibility'] },
      { name: 'Backend', level: 'Advanced', keywords: ['Node.js', 'PostgreSQL', 'GraphQL', 'Redis'] },
      { name: 'Systems', keywords: ['C', 'C++', 'MPI', 'CUDA'] },
      { name: 'Design and data', keywords: ['Figma', 'Power BI', 'DAX'] },
    ],
  },
  awards: {
    heading: 'Awards',
    items: [
      { title: 'Hackathon winner, civic tech track', date: '2023-10', awarder: 'HackTX', summary: 'A live map of the city’s bus delays, built in 24 hours from open data.' },
      { title: 'Dean’s Honor List', date: '2020', awarder: 'University of Texas' },
    ],
  },
  certificates: {
    heading: 'Certificates',
    items: [
      { name: 'Microsoft Certified: Power BI Data Analyst Associate', date: '2023-03', issuer: 'Microsoft', url: 'https://learn.microsoft.example.com/credentials/PL-300' },
      { name: 'AWS Certified Developer – Associate', date: '2022-06', issuer: 'Amazon Web Services' },
    ],
  },
  publications: {
    heading: 'Publications',
    intro: 'Articles and talks.',
    items: [
      {
        name: 'Dashboards that load before the coffee does',
        publisher: 'CSS-Tricks',
        releaseDate: '2024-04',
        url: 'https://css-tricks.example.com/fast-dashboards/',
        summary: 'Lazy-loading embedded reports without a blank page on the way.',
      },
      { name: 'GPU scheduling for student clusters', publisher: 'UT Austin undergraduate research symposium', releaseDate: '2021-04' },
    ],
  },
  languages: {
    heading: 'Languages',
    items: [
      { language: 'English', fluency: 'Native speaker' },
      { language: 'Spanish', fluency: 'Professional working proficiency' },
    ],
  },
  interests: {
    heading: 'Interests',
    items: [
      { name: 'Open data', keywords: ['Civic tech', 'Transit', 'Maps'] },
      { name: 'Photography', keywords: ['Film', 'Street'] },
    ],
  },
  references: {
    heading: 'Testimonials',
    intro: 'What the people I have worked with say.',
    items: [
      {
        name: 'Dana Okafor',
        reference: 'Jane turned a dashboard nobody opened into the first thing our sales team checks every morning. She asks the questions that make a report worth reading.',
        role: 'Head of Sales Operations, Lumen Analytics',
        // A picture of them in your media folder; without one, their initials.
        photo: 'profile.webp',
      },
      { name: 'Luis Ortega', reference: 'Calm under deadlines, and her code reviews taught our whole team to write tests first.', role: 'Tech lead, Brightside Health' },
    ],
  },
  // paper: 'A4' or 'LETTER'; file: '/cv.pdf' serves a PDF of yours from public/ instead.
  resume: { label: 'Download résumé', paper: 'LETTER' },
  vcard: { label: 'Add to contacts' },
  labels: {
    ...yours.labels,
    languages: 'Languages',
    languageSuggestion: 'Read this page in English',
    dismissSuggestion: 'No, thanks',
    openLiveReport: 'Open the live report',
    backToPicture: 'Back to the picture',
    openInNewTab: 'Open in a new tab',
    liveReportFailed: 'The live report did not load.',
    liveReportWeight: 'Live reports load several megabytes from their service.',
  },
  translations: { es: spanish },
} satisfies Content
