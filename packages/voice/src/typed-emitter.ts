/** Event name → listener argument tuple. */
export type EventMap = Record<string, unknown[]>;

export type Listener<Args extends unknown[]> = (...args: Args) => void;

/** Not Node's `events`, which pulls a polyfill into browser bundles and loses the payloads' types. */
export class TypedEmitter<Events extends EventMap> {
  private readonly listeners = new Map<keyof Events, Set<Listener<never>>>();

  /** Subscribes and returns the matching unsubscribe, so React effects can return it directly. */
  on<E extends keyof Events>(event: E, listener: Listener<Events[E]>): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener as Listener<never>);
    this.listeners.set(event, set);
    return () => this.off(event, listener);
  }

  off<E extends keyof Events>(event: E, listener: Listener<Events[E]>): void {
    this.listeners.get(event)?.delete(listener as Listener<never>);
  }

  protected emit<E extends keyof Events>(event: E, ...args: Events[E]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      (listener as Listener<Events[E]>)(...args);
    }
  }
}
