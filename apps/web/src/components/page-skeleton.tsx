import { Skeleton } from '@iot/ui/skeleton';

/**
 * The outline of a page whose data is on its way: a menu bar, a heading and cards, in the places the page will fill.
 * It says "loading" to assistive technology with the spec's fixed Chinese loading text.
 */
export function PageSkeleton() {
  return (
    <div role="status" aria-label="加载中..." className="flex flex-1 flex-col">
      <div className="bg-muted/40 flex gap-2 border-b px-4 py-2">
        <Skeleton className="h-8 w-20" />
        <Skeleton className="h-8 w-24" />
        <Skeleton className="h-8 w-24" />
      </div>
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 p-4 md:p-6">
        <Skeleton className="h-7 w-40" />
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-36 w-full" />
          ))}
        </div>
      </div>
    </div>
  );
}
