/**
 * Text in each script the link-preview image draws, and some it cannot: fixtures for the preview's
 * tests (builder/preview-*.test.ts), kept apart from any site's words.
 */

/** A name or job title in each script the image draws (each script's words, as its writers spell them). */
export const SCRIPT_SAMPLES = {
  Latin: 'Zoë Łódź-Nuñez, Ingénieure',
  Vietnamese: 'Nguyễn Thị Hà',
  Greek: 'Αθηνά Παπαδοπούλου',
  Cyrillic: 'Анна Петрова',
  Arabic: 'ليلى أحمد، مهندسة برمجيات',
  Persian: 'مریم رضایی، مهندس نرم‌افزار',
  Hebrew: 'דנה כהן',
  Devanagari: 'प्रिया शर्मा',
  Bengali: 'সৌমিত্র চট্টোপাধ্যায়',
  Gurmukhi: 'ਹਰਪ੍ਰੀਤ ਸਿੰਘ',
  Gujarati: 'પ્રિયંકા પટેલ',
  Odia: 'ସୌମ୍ୟ ପଟ୍ଟନାୟକ',
  Tamil: 'கார்த்திக் சுப்பிரமணியம்',
  Telugu: 'శ్రీనివాస్ రెడ్డి',
  Kannada: 'ಶ್ರೀಕಾಂತ್ ಗೌಡ',
  Malayalam: 'ശ്രീക്കുട്ടൻ നായർ',
  Sinhala: 'කසුන් පෙරේරා',
  Thai: 'สมชาย ใจดี',
  Lao: 'ສົມພອນ ແກ້ວມະນີ',
  Khmer: 'សុខ ចន្ទ្រា',
  Myanmar: 'အောင်ကျော်မင်း',
  Ethiopic: 'አበበ በቀለ',
  Armenian: 'Արամ Պետրոսյան',
  Georgian: 'ნინო ბერიძე',
  Chinese: '王小明，软件工程师',
  'Chinese (traditional)': '陳慶應，軟體工程師',
  Japanese: '山田直子、ソフトウェアエンジニア',
  Korean: '김민준, 소프트웨어 엔지니어',
} as const satisfies Record<string, string>

/** Characters no bundled font has: Cherokee, Tifinagh, and emoji, which the image never draws. */
export const UNDRAWN = { cherokee: 'ᏣᎳᎩ', tifinagh: 'ⵜⴰⵎⴰⵣⵉⵖⵜ', emoji: ['🚀', '❤️', '🇫🇷', '👨‍👩‍👧', '👋🏽'] }
