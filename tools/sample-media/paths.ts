import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root, two folders above this one, so the script runs from any working directory. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const PUBLIC_DIR = path.join(ROOT, 'public')
/** The hero video and its poster. */
export const MEDIA_DIR = path.join(PUBLIC_DIR, 'media')
/**
 * The sample page's pictures are the tests' (src/test/fixtures/media/); with --content they also
 * replace the owner's folder (src/content/media/), the sample a fork starts from.
 */
export const PICTURES_DIR = path.join(ROOT, 'src', 'test', 'fixtures', 'media')
export const CONTENT_MEDIA_DIR = path.join(ROOT, 'src', 'content', 'media')
