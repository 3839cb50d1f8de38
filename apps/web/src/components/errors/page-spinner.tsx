import { Spinner } from '@iot/ui/spinner';

/**
 * Shown while a page's code or translations load. The loading text is one of the strings the spec fixes in Chinese, so
 * it is not translated and works before any translation has loaded.
 */
export function PageSpinner() {
  return (
    <div className="flex min-h-[40vh] w-full items-center justify-center">
      <Spinner label="加载中..." showLabel />
    </div>
  );
}
