/**
 * Your page in three languages: English (the default, at the site's root), Spanish (/es/) and
 * Arabic (/ar/, right to left). It is your page (src/content/site.ts) with a `translations`
 * block added; build it with
 *
 *   PORTFOLIO_CONTENT=examples/multilingual/site.ts npm run build
 *
 * and copy the block into src/content/site.ts, with the three language labels. A translation
 * writes only the text that differs, in the same places as the content; lists go entry by entry,
 * in the same order (`{}` skips an entry). What it leaves out shows in the default language, and
 * `npm run check` lists it. These are written against the template's sample text: translate yours.
 */
import type { Content, Translation } from '../../src/content/schema.ts'
import { site as yours } from '../../src/content/site.ts'

export const spanish: Translation = {
  owner: { role: 'Desarrolladora full-stack y diseñadora', location: 'Texas, EE. UU.' },
  meta: {
    title: 'Jane Doe — Desarrolladora full-stack y diseñadora',
    description:
      'Portafolio de una desarrolladora full-stack y diseñadora: aplicaciones web, programación de sistemas, computación de alto rendimiento y paneles de Power BI.',
  },
  nav: [{ label: 'Inicio' }, { label: 'Sobre mí' }, { label: 'Proyectos' }, { label: 'Power BI' }, { label: 'Contacto' }],
  hero: {
    greeting: 'Hola, soy Jane Doe · Desarrolladora full-stack y diseñadora',
    tagline: 'Diseño y programo cosas bellamente simples.',
    intro: 'Del primer boceto al último índice de la base de datos, construyo productos que se usan sin esfuerzo y siguen siendo rápidos bajo carga.',
    cta: 'Contáctame',
  },
  about: {
    heading: 'Sobre mí',
    bio: [
      'Soy una desarrolladora full-stack ambiciosa, licenciada en informática con una especialización menor en matemáticas. Me gustan los problemas que están entre las personas y las máquinas: una interfaz que explica un algoritmo, una API que sigue siendo simple cuando crecen los datos, un informe que convierte una hoja de cálculo en una decisión.',
      'Trabajo en todo el stack con TypeScript, React, Node.js y PostgreSQL, bajo a C y C++ cuando el rendimiento importa, y diseño en Figma cada pantalla antes de publicarla.',
    ],
    stats: [{ label: 'Proyectos completados' }, { label: 'Años de experiencia' }],
    photo: { alt: 'Retrato de Jane Doe' },
  },
  projects: {
    heading: 'Proyectos destacados',
    intro: 'Una selección de cosas que he diseñado, construido y publicado, desde herramientas para el navegador hasta clústeres de GPU.',
    items: [
      {
        title: 'Visualizador de búsqueda A*',
        subtitle: 'Un espacio interactivo para algoritmos',
        description:
          'Dibuja muros, coloca pesos y mira cómo A* explora la cuadrícula celda a celda. Compáralo con Dijkstra y con la búsqueda voraz primero el mejor en el mismo laberinto y descubre por qué importa una buena heurística.',
        features: ['Reproducción paso a paso', 'Laberintos por división recursiva', 'Nodos con peso', 'Heurísticas Manhattan y euclidiana'],
        image: { alt: 'Cuadrícula con muros, celdas exploradas y el camino más corto encontrado por A*' },
        cta: 'Ver demo en vivo',
      },
      {
        title: 'Plataforma de blog con IA',
        subtitle: 'Escribir con un asistente, publicar con confianza',
        description:
          'Un blog de varios autores donde un asistente de IA sugiere esquemas, reescrituras y metadatos SEO mientras quien escribe mantiene el control. Los borradores se guardan solos, las revisiones van en hilos y las entradas se generan estáticas para ir rápido.',
        features: ['Sugerencias de esquema y reescritura con IA', 'Metadatos SEO generados', 'Editor Markdown con vista previa en vivo', 'Publicación por roles'],
        image: { alt: 'Editor del blog con un borrador y un panel de sugerencias de la IA' },
        cta: 'Ver demo en vivo',
      },
      {
        title: 'Plataforma para compartir archivos',
        subtitle: 'Archivos grandes, enlaces que caducan, cero fricción',
        description:
          'Sube archivos de cualquier tamaño con transferencias por partes reanudables directamente al almacenamiento de objetos, y compártelos con enlaces que caducan, cuentan descargas o piden contraseña.',
        features: ['Subidas por partes reanudables', 'Enlaces con caducidad y contraseña', 'Estadísticas de descargas', 'URL prefirmadas de S3'],
        image: { alt: 'Zona de subida y lista de archivos compartidos con barras de progreso y un enlace para compartir' },
        cta: 'Ver demo en vivo',
      },
      {
        title: 'Aplicación de gestión de proyectos',
        subtitle: 'Tableros en tiempo real para equipos pequeños',
        description:
          'Tableros kanban que se actualizan al instante para todo el equipo: arrastra tarjetas entre columnas, asigna personas, fija fechas de entrega y recibe un aviso cuando cambia algo tuyo.',
        features: ['Tableros multiusuario en vivo', 'Tarjetas de arrastrar y soltar', 'Menciones y notificaciones', 'Gráficos de avance del sprint'],
        image: { alt: 'Tablero kanban con las columnas Por hacer, En curso, En revisión y Hecho' },
        cta: 'Ver demo en vivo',
      },
      {
        title: 'Shell de Unix en C',
        subtitle: 'Un intérprete de comandos desde cero',
        description:
          'Un shell de estilo POSIX escrito desde cero en C: analizador léxico y sintáctico propios, tuberías de cualquier longitud, redirección de entrada y salida, trabajos en segundo plano con control de trabajos e historial persistente. Sin fugas de memoria en Valgrind.',
        image: { alt: 'Sesión de terminal en el shell propio con tuberías, redirecciones y trabajos en segundo plano' },
        cta: 'Ver el código',
      },
      {
        title: 'Generador paralelo de fractales',
        subtitle: 'Mandelbrot a gran escala en C++',
        description:
          'Genera conjuntos de Mandelbrot y de Julia de gigapíxeles repartiendo la imagen entre los nodos de un clúster con MPI, entre núcleos con OpenMP y entre miles de hilos de GPU con CUDA, y compara la aceleración de cada nivel.',
        features: ['MPI + OpenMP + CUDA combinados', 'Balanceo de carga dinámico', 'Coloreado suave', '140× más rápido con 4 GPU'],
        image: { alt: 'Región colorida del conjunto de Mandelbrot generada por el programa' },
        cta: 'Pídeme el código',
      },
    ],
  },
  dashboards: {
    heading: 'Paneles de Power BI',
    intro: 'Informes de inteligencia de negocio que convierten datos operativos en decisiones.',
    items: [
      {
        title: 'Panel de urgencias',
        description:
          'Sigue el flujo de pacientes por el servicio de urgencias de un hospital: visitas por mes y departamento, tiempos de espera medios y satisfacción por grupo de edad, con detalle desde cualquier gráfico hasta las visitas.',
        image: { alt: 'Panel de urgencias con número de visitas, evolución de la espera y gráficos de satisfacción' },
        cta: 'Ver repositorio',
        stats: [{ label: 'Visitas' }, { label: 'Datos' }, { label: 'Medidas de satisfacción' }],
      },
      {
        title: 'Panel de venta de vehículos',
        description:
          'Ingresos por trimestre y región, los modelos más vendidos y la mezcla de carrocerías, con medidas DAX de crecimiento interanual y segmentaciones por concesionario, región y periodo.',
        image: { alt: 'Panel de venta de vehículos con ingresos por región, modelos principales y reparto por carrocería' },
        cta: 'Ver repositorio',
        stats: [{ label: 'Registros' }, { label: 'Modelos' }, { label: 'Hallazgos' }],
      },
      {
        title: 'Panel del tiempo mundial',
        description:
          'Temperatura, precipitación y humedad de ciudades de todo el mundo, actualizadas desde una API meteorológica pública, con un mapa de las condiciones actuales y la tendencia de la ciudad que elijas.',
        image: { alt: 'Panel del tiempo mundial con un mapa de temperaturas por ciudad y gráficos de tendencia' },
        cta: 'Ver repositorio',
        stats: [{ label: 'Ciudades' }, { label: 'Medidas' }],
      },
    ],
  },
  contact: {
    heading: 'Hablemos',
    intro: '¿Tienes un proyecto en mente, un puesto que cubrir o solo quieres saludar? Mi bandeja de entrada siempre está abierta.',
    formTitle: 'Envía un mensaje',
    detailsTitle: 'Ponte en contacto',
    items: [{ label: 'Correo' }, { label: 'GitHub' }, { label: 'LinkedIn' }, { label: 'Ubicación', value: 'Texas, EE. UU.' }],
    workTogether: {
      title: 'Trabajemos juntos',
      text: 'Estoy abierta a puestos a tiempo completo y a proyectos freelance. Encuéntrame en GitHub y LinkedIn.',
      links: [{ label: 'GitHub' }, { label: 'LinkedIn' }],
    },
  },
  footer: {
    blurb: 'Diseño y construyo productos web rápidos y accesibles.',
    rights: 'Todos los derechos reservados.',
    links: [{ label: 'GitHub' }, { label: 'LinkedIn' }, { label: 'Correo' }],
  },
  labels: {
    pauseVideo: 'Pausar vídeo',
    playVideo: 'Reproducir vídeo',
    keyFeatures: 'Funciones clave',
    technologies: 'tecnologías',
    dashboardsCarousel: 'Paneles destacados',
    slidePosition: '{position} de {count}',
    stopRotation: 'Detener el pase automático',
    startRotation: 'Iniciar el pase automático',
    previousDashboard: 'Panel anterior',
    nextDashboard: 'Panel siguiente',
    showDashboard: 'Mostrar panel',
    emailLabel: 'Tu correo',
    messageLabel: 'Tu mensaje',
    messagePlaceholder: 'Cuéntame tu proyecto...',
    sendMessage: 'Enviar mensaje',
    sending: 'Enviando...',
    sendSuccess: '¡Mensaje enviado! Te responderé pronto.',
    sendFailure: 'No se pudo enviar el mensaje. Inténtalo de nuevo o escríbeme directamente.',
    sendFailureLink: 'escríbeme directamente',
    mailSubject: 'Mensaje desde tu portafolio',
    honeypotLabel: 'Deja este campo vacío',
    mailAppOpened: 'Tu aplicación de correo debería abrirse con tu mensaje. Envíalo desde allí y te responderé pronto.',
    languages: 'Idiomas',
    languageSuggestion: 'Leer esta página en español',
    dismissSuggestion: 'No, gracias',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    theme: 'Tema',
    themeLight: 'Claro',
    themeDark: 'Oscuro',
    themeSystem: 'Sistema',
    errorHeading: 'Algo salió mal.',
    quickLinks: 'Enlaces rápidos',
    connect: 'Redes',
    primaryNavigation: 'Principal',
    skipToContent: 'Saltar al contenido',
  },
}

/**
 * Right to left. A Latin word that ends in a sign (C++, A*) is followed by a left-to-right mark,
 * \u200E, which keeps the sign after the word: without it the page shows "++C" (npm run check
 * names each field that needs one).
 */
export const arabic: Translation = {
  owner: { role: 'مطوّرة ويب متكاملة ومصمّمة', location: 'تكساس، الولايات المتحدة' },
  meta: {
    title: 'Jane Doe — مطوّرة ويب متكاملة ومصمّمة',
    description: 'معرض أعمال مطوّرة ويب متكاملة ومصمّمة: تطبيقات ويب، وبرمجة أنظمة، وحوسبة عالية الأداء، ولوحات معلومات Power BI.',
  },
  nav: [{ label: 'الرئيسية' }, { label: 'نبذة عني' }, { label: 'المشاريع' }, { label: 'Power BI' }, { label: 'تواصل' }],
  hero: {
    greeting: 'مرحبًا، أنا Jane Doe · مطوّرة ويب متكاملة ومصمّمة',
    tagline: 'أصمّم وأبرمج أشياء بسيطة وجميلة.',
    intro: 'من أول رسم تخطيطي إلى آخر فهرس في قاعدة البيانات، أبني منتجات سهلة الاستخدام تبقى سريعة تحت الضغط.',
    cta: 'تواصل معي',
  },
  about: {
    heading: 'نبذة عني',
    bio: [
      'أنا مطوّرة ويب متكاملة طموحة، أحمل شهادة في علوم الحاسوب مع تخصص فرعي في الرياضيات. تستهويني المسائل التي تقع بين الناس والآلات: واجهة تشرح خوارزمية، وواجهة برمجية تبقى بسيطة مهما كبرت البيانات، وتقرير يحوّل جدول بيانات إلى قرار.',
      'أعمل على كل طبقات التطبيق باستخدام TypeScript وReact وNode.js وPostgreSQL، وأنزل إلى C وC++\u200E حين يهمّ الأداء، وأصمّم كل شاشة في Figma قبل نشرها.',
    ],
    stats: [{ label: 'مشاريع منجزة' }, { label: 'سنوات خبرة' }],
    photo: { alt: 'صورة شخصية لـ Jane Doe' },
  },
  projects: {
    heading: 'مشاريع مختارة',
    intro: 'مجموعة مما صمّمته وبنيته ونشرته، من أدوات المتصفح إلى عناقيد وحدات معالجة الرسومات.',
    items: [
      {
        title: 'مُصوِّر خوارزمية A*\u200E لإيجاد المسار',
        subtitle: 'ساحة تفاعلية للخوارزميات',
        description:
          'ارسم الجدران وضع الأوزان وشاهد A*\u200E يستكشف الشبكة خلية بعد خلية. قارنه بخوارزمية Dijkstra وبالبحث الجشع الأفضل أولًا في المتاهة نفسها، واكتشف لماذا يهمّ الاستدلال الجيد.',
        features: ['تشغيل خطوة بخطوة', 'متاهات بالتقسيم التكراري', 'عُقد موزونة', 'استدلال مانهاتن والإقليدي'],
        image: { alt: 'شبكة فيها جدران وخلايا مستكشفة وأقصر مسار وجدته A*\u200E' },
        cta: 'شاهد العرض الحي',
      },
      {
        title: 'منصة تدوين بالذكاء الاصطناعي',
        subtitle: 'اكتب مع مساعد وانشر بثقة',
        description:
          'مدوّنة متعددة الكتّاب يقترح فيها مساعد ذكاء اصطناعي المخططات وإعادة الصياغة وبيانات تحسين محركات البحث، بينما يبقى القرار للكاتب. تُحفظ المسودات تلقائيًا، وتأتي المراجعات في سلاسل، وتُولَّد المقالات ثابتة لتكون سريعة.',
        features: ['اقتراحات المخطط وإعادة الصياغة', 'بيانات SEO مولّدة', 'محرر Markdown مع معاينة حية', 'نشر حسب الأدوار'],
        image: { alt: 'محرر المدوّنة مع مسودة مقال ولوحة اقتراحات الذكاء الاصطناعي' },
        cta: 'شاهد العرض الحي',
      },
      {
        title: 'منصة لمشاركة الملفات',
        subtitle: 'ملفات كبيرة وروابط تنتهي صلاحيتها دون عناء',
        description:
          'ارفع ملفات بأي حجم عبر نقل مجزّأ قابل للاستئناف مباشرة إلى تخزين الكائنات، ثم شاركها بروابط تنتهي صلاحيتها أو تحصي التنزيلات أو تطلب كلمة مرور.',
        features: ['رفع مجزّأ قابل للاستئناف', 'روابط محمية بكلمة مرور ومحدودة المدة', 'إحصاءات التنزيل', 'عناوين S3 موقّعة مسبقًا'],
        image: { alt: 'منطقة الرفع وقائمة الملفات المشتركة مع أشرطة التقدّم ورابط المشاركة' },
        cta: 'شاهد العرض الحي',
      },
      {
        title: 'تطبيق لإدارة المشاريع',
        subtitle: 'لوحات فورية للفرق الصغيرة',
        description:
          'لوحات كانبان تتحدّث فورًا لكل أعضاء الفريق: اسحب البطاقات بين الأعمدة، وعيّن الأشخاص، وحدّد مواعيد التسليم، وتلقَّ إشعارًا حين يتغيّر شيء يخصّك.',
        features: ['لوحات حية لعدة مستخدمين', 'بطاقات بالسحب والإفلات', 'إشارات وإشعارات', 'مخططات تقدّم الدورة'],
        image: { alt: 'لوحة كانبان بأعمدة: للتنفيذ، وقيد العمل، وللمراجعة، ومنجز' },
        cta: 'شاهد العرض الحي',
      },
      {
        title: 'صدفة يونكس بلغة C',
        subtitle: 'سطر أوامر مبني من الأساس',
        description:
          'صدفة على نمط POSIX مكتوبة من الصفر بلغة C: محلل رموز ومحلل نحوي مكتوبان يدويًا، وأنابيب بأي طول، وإعادة توجيه الإدخال والإخراج، ومهام في الخلفية مع التحكم بها، وسجلّ أوامر دائم. بلا تسريب للذاكرة في Valgrind.',
        image: { alt: 'جلسة طرفية في الصدفة تشغّل أنابيب وإعادة توجيه ومهام في الخلفية' },
        cta: 'اعرض الشيفرة',
      },
      {
        title: 'مولّد كسيريات متوازٍ',
        subtitle: 'مجموعة ماندلبروت على نطاق واسع بلغة C++\u200E',
        description:
          'يرسم مجموعات ماندلبروت وجوليا بدقة الغيغابكسل بتقسيم الصورة بين عُقد العنقود عبر MPI، وبين الأنوية عبر OpenMP، وبين آلاف خيوط وحدة معالجة الرسومات عبر CUDA، ثم يقارن التسريع في كل مستوى.',
        features: ['MPI وOpenMP وCUDA معًا', 'موازنة حمل ديناميكية', 'تلوين ناعم', 'تسريع 140 ضعفًا على 4 وحدات رسومات'],
        image: { alt: 'منطقة ملوّنة من مجموعة ماندلبروت رسمها المولّد' },
        cta: 'اطلب الشيفرة',
      },
    ],
  },
  dashboards: {
    heading: 'لوحات معلومات Power BI',
    intro: 'تقارير ذكاء أعمال تحوّل البيانات التشغيلية الخام إلى قرارات.',
    items: [
      {
        title: 'لوحة قسم الطوارئ',
        description:
          'تتابع تدفّق المرضى في قسم الطوارئ بالمستشفى: الزيارات حسب الشهر والقسم، ومتوسط أوقات الانتظار، والرضا حسب الفئة العمرية، مع التعمّق من أي مخطط إلى الزيارات نفسها.',
        image: { alt: 'لوحة قسم الطوارئ مع أعداد الزيارات واتجاه وقت الانتظار ومخططات الرضا' },
        cta: 'اعرض المستودع',
        stats: [{ label: 'زيارة' }, { label: 'نقطة بيانات' }, { label: 'مقياس رضا' }],
      },
      {
        title: 'لوحة مبيعات السيارات',
        description:
          'الإيرادات حسب الربع والمنطقة، والطرازات الأكثر مبيعًا، وتوزيع أنواع الهياكل، مع مقاييس DAX للنمو السنوي ومرشّحات للوكيل والمنطقة والفترة.',
        image: { alt: 'لوحة مبيعات السيارات مع الإيرادات حسب المنطقة وأفضل الطرازات وحصص أنواع الهياكل' },
        cta: 'اعرض المستودع',
        stats: [{ label: 'سجل' }, { label: 'طراز' }, { label: 'استنتاج' }],
      },
      {
        title: 'لوحة الطقس العالمية',
        description:
          'درجات الحرارة والهطول والرطوبة لمدن حول العالم، تُحدَّث من واجهة برمجية عامة للطقس، مع خريطة للأحوال الحالية واتجاهات أي مدينة تختارها.',
        image: { alt: 'لوحة الطقس العالمية مع خريطة العالم لدرجات حرارة المدن ومخططات الاتجاه' },
        cta: 'اعرض المستودع',
        stats: [{ label: 'مدينة' }, { label: 'مقياس' }],
      },
    ],
  },
  contact: {
    heading: 'لنتواصل',
    intro: 'لديك مشروع في ذهنك، أو وظيفة تريد شغلها، أو تودّ فقط إلقاء التحية؟ بريدي مفتوح دائمًا.',
    formTitle: 'أرسل رسالة',
    detailsTitle: 'ابقَ على تواصل',
    items: [{ label: 'البريد الإلكتروني' }, { label: 'GitHub' }, { label: 'LinkedIn' }, { label: 'الموقع', value: 'تكساس، الولايات المتحدة' }],
    workTogether: {
      title: 'لنعمل معًا',
      text: 'أنا منفتحة على الوظائف بدوام كامل وعلى المشاريع الحرة. تجدني على GitHub وLinkedIn.',
      links: [{ label: 'GitHub' }, { label: 'LinkedIn' }],
    },
  },
  footer: {
    blurb: 'أصمّم وأبني منتجات ويب سريعة وسهلة الوصول.',
    rights: 'جميع الحقوق محفوظة.',
    links: [{ label: 'GitHub' }, { label: 'LinkedIn' }, { label: 'البريد الإلكتروني' }],
  },
  labels: {
    pauseVideo: 'إيقاف الفيديو مؤقتًا',
    playVideo: 'تشغيل الفيديو',
    keyFeatures: 'الميزات الرئيسية',
    technologies: 'التقنيات',
    dashboardsCarousel: 'لوحات معلومات مختارة',
    slidePosition: '{position} من {count}',
    stopRotation: 'إيقاف العرض التلقائي',
    startRotation: 'تشغيل العرض التلقائي',
    previousDashboard: 'اللوحة السابقة',
    nextDashboard: 'اللوحة التالية',
    showDashboard: 'اعرض اللوحة',
    emailLabel: 'بريدك الإلكتروني',
    messageLabel: 'رسالتك',
    messagePlaceholder: 'أخبرني عن مشروعك...',
    sendMessage: 'أرسل الرسالة',
    sending: 'جارٍ الإرسال...',
    sendSuccess: 'أُرسلت الرسالة بنجاح! سأردّ عليك قريبًا.',
    sendFailure: 'تعذّر إرسال الرسالة. حاول مرة أخرى أو راسلني مباشرة.',
    sendFailureLink: 'راسلني مباشرة',
    mailSubject: 'رسالة من معرض أعمالك',
    honeypotLabel: 'اترك هذا الحقل فارغًا',
    mailAppOpened: 'يُفترض أن يفتح تطبيق البريد وفيه رسالتك. أرسلها من هناك وسأردّ عليك قريبًا.',
    languages: 'اللغات',
    languageSuggestion: 'اقرأ هذه الصفحة بالعربية',
    dismissSuggestion: 'لا، شكرًا',
    openMenu: 'افتح القائمة',
    closeMenu: 'أغلق القائمة',
    theme: 'المظهر',
    themeLight: 'فاتح',
    themeDark: 'داكن',
    themeSystem: 'حسب النظام',
    errorHeading: 'حدث خطأ ما.',
    quickLinks: 'روابط سريعة',
    connect: 'تواصل',
    primaryNavigation: 'الرئيسي',
    skipToContent: 'انتقل إلى المحتوى',
  },
}

export const site = {
  ...yours,
  labels: { ...yours.labels, languages: 'Languages', languageSuggestion: 'Read this page in English', dismissSuggestion: 'No, thanks' },
  translations: { es: spanish, ar: arabic },
} satisfies Content
