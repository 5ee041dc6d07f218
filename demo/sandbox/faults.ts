/**
 * QA fault switches (docs/api.md "Sandbox control"). In memory on purpose: they describe this running
 * process, and a restart (or POST /sandbox/api/reset) should leave the sandbox healthy.
 */
export interface FaultInput {
  route: string;
  method?: string;
  status?: number;
  delay_ms?: number;
  malformed?: boolean;
  expire_access?: boolean;
  /** Uses left before the fault disarms itself; omitted = until cleared. */
  times?: number;
}

export interface Fault {
  id: number;
  route: string;
  method: string | null;
  status: number | null;
  delay_ms: number | null;
  malformed: boolean;
  expire_access: boolean;
  times: number | null;
  remaining: number | null;
  hits: number;
  created_at: string;
}

export type Faults = ReturnType<typeof createFaults>;

export function createFaults(now: () => number = Date.now) {
  let armed: Fault[] = [];
  let nextId = 1;

  const matches = (fault: Fault, method: string, path: string) =>
    (fault.route === '*' || path.startsWith(fault.route)) && (!fault.method || fault.method === method.toUpperCase());

  function use(fault: Fault): Fault {
    fault.hits += 1;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) armed = armed.filter((f) => f !== fault);
    }
    return { ...fault };
  }

  return {
    arm(input: FaultInput): Fault {
      const fault: Fault = {
        id: nextId++,
        route: input.route,
        method: input.method ? input.method.toUpperCase() : null,
        status: input.status ?? null,
        delay_ms: input.delay_ms ?? null,
        malformed: input.malformed ?? false,
        expire_access: input.expire_access ?? false,
        times: input.times ?? null,
        remaining: input.times ?? null,
        hits: 0,
        created_at: new Date(now()).toISOString(),
      };
      armed.push(fault);
      return { ...fault };
    },
    list: (): Fault[] => armed.map((f) => ({ ...f })),
    clear(): number {
      const count = armed.length;
      armed = [];
      return count;
    },
    remove(id: number): boolean {
      const before = armed.length;
      armed = armed.filter((f) => f.id !== id);
      return armed.length < before;
    },
    /** The oldest armed status/delay/malformed fault matching this call, one use consumed. */
    takeForRequest(method: string, path: string): Fault | undefined {
      const fault = armed.find((f) => !f.expire_access && matches(f, method, path));
      return fault && use(fault);
    },
    /** Called by the auth middleware for calls that carry an access token. */
    takeExpireAccess(method: string, path: string): Fault | undefined {
      const fault = armed.find((f) => f.expire_access && matches(f, method, path));
      return fault && use(fault);
    },
  };
}
