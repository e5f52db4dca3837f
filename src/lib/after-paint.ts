/**
 * Runs work once the first frame after now has been painted (issue 49: the first paint needs nothing it does not
 * use): a requestAnimationFrame callback runs before that frame's paint, and a task queued from it runs after.
 * Hidden pages get no frames, so a timer starts the work anyway.
 */
export function afterPaint(fn: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 1000);
}
