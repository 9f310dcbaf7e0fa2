/**
 * Resolves in a task of its own: what follows runs after the current task ends, so that the browser can paint and
 * answer input in between, and two pieces of work asked for together are not one long task.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
