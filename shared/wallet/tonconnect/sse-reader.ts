/** One parsed server-sent event (only the fields the bridge uses). */
export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Splits a text stream into SSE events (WHATWG "event stream interpretation", enough of it for
 * the bridge: `id`, `event`, multi-line `data`, CRLF or LF, comments ignored). Feed chunks; each
 * call returns the events completed so far.
 */
export function createSseParser(): (chunk: string) => SseEvent[] {
  let buffer = '';
  return (chunk) => {
    buffer += chunk;
    const events: SseEvent[] = [];
    const blocks = buffer.split(/\r\n\r\n|\n\n|\r\r/);
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      let id: string | null = null;
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split(/\r\n|\n|\r/)) {
        if (line === '' || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') id = value;
        else if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0 || id !== null) events.push({ id, event, data: data.join('\n') });
    }
    return events;
  };
}
