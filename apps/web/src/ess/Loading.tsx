/** Shown while the first route's code loads, before Mantine is there. */
export function Loading() {
  return (
    <div className="ess-loading" role="status">
      Loading...
    </div>
  );
}
