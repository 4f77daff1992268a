import type { PlugboardContext } from "../context.js";
import type { InvalidationBus } from "./invalidation-bus.js";

/** TODO: being written. */
export function createExecutionService(context: PlugboardContext, deps: { bus: InvalidationBus }) {
  void context;
  void deps;
  return {};
}

/** The service's interface. */
export type ExecutionService = ReturnType<typeof createExecutionService>;
