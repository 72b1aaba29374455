import type { Project } from '../content/schema.ts'

/**
 * What a project is, who it was for and what the owner did in it, as JSON Resume's projects tell
 * it: "Hackathon entry · Hack the Harbour · Lead developer, Designer". The card and the résumé's
 * PDF show it as one line.
 */
export const projectAbout = (project: Project) => [project.type, project.entity, project.roles?.join(', ')].filter(Boolean).join(' · ')
