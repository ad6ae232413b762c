/**
 * Calls `onOrphaned` once the process that started this one is gone (a wrapper such as `npm start`
 * killed with -9 cannot stop its children): the process is then handed to another parent and its
 * parent id changes. A server started straight by init or a service manager (parent id 1) is left alone.
 */
export function watchParent(onOrphaned: () => void, intervalMs = 500): () => void {
  const parent = process.ppid;
  if (parent <= 1) return () => undefined;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onOrphaned();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
