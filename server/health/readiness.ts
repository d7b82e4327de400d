/**
 * Whether this instance should get traffic. Per process on purpose: readiness is a fact about one instance
 * (starting, serving, shutting down), which the balancer asks each instance for.
 */
export type ReadinessState = 'starting' | 'ready' | 'stopping';

export interface Readiness {
  readonly state: ReadinessState;
  ready(): void;
  stopping(): void;
}

export function createReadiness(): Readiness {
  let state: ReadinessState = 'starting';
  return {
    get state() {
      return state;
    },
    ready: () => {
      if (state === 'starting') state = 'ready';
    },
    stopping: () => {
      state = 'stopping';
    },
  };
}
