// @jsonresume/schema ships no types: its validator, as validator.js exports it.
declare module '@jsonresume/schema' {
  interface ValidationError {
    /** Where in the document: `instance.work[0].startDate`. */
    property: string
    message: string
  }
  export function validate(resume: unknown, callback: (errors: ValidationError[] | null, valid: boolean) => void): void
  export const schema: Record<string, unknown>
}
