import type { IncomingMessage, ServerResponse } from 'node:http'

export const OUTBOX_ROUTE: string
export function outboxPath(root: string): string
export function parseSendRequest(body: string): { message?: { from_email: string; message: string; to_name: string }; error?: string }
export function createOutboxHandler(
  file: string,
  log?: (line: string) => void,
): (req: IncomingMessage, res: ServerResponse, next: () => void) => Promise<void> | void
