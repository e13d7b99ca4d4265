/** Messages published on a topic reach every subscriber of it, in this process or (Redis) any other. */
export type BusHandler = (message: unknown) => void;

export interface Bus {
  kind: 'memory' | 'redis';
  publish(topic: string, message: unknown): Promise<void>;
  /** Resolves once the subscription is live; the returned function ends it. */
  subscribe(topic: string, handler: BusHandler): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
