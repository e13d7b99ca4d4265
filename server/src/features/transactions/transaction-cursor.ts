import { DomainError } from '@ferry/shared/domain';

/** The list's position: the last row's (created_at, id), opaque to clients. */
export interface Cursor {
  createdAt: Date;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(text: string): Cursor {
  const [createdAt, id] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  const date = new Date(createdAt ?? '');
  const isValid = !Number.isNaN(date.getTime()) && /^[0-9a-f-]{36}$/i.test(id ?? '');
  if (!isValid)
    throw new DomainError('VALIDATION_ERROR', { issues: [{ path: 'cursor', key: 'validation.invalid' }] });
  return { createdAt: date, id: id as string };
}
