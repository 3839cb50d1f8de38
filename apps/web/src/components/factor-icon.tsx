import { useState } from 'react';
import { assetUrl, staticFileUrl } from '../lib/runtime-config';

/**
 * A factor type's icon (`the_type_detail.icon`), resolved against the runtime configuration's assetsUrl; the console's
 * own default icon (under staticUrl) when the type has none or
 * its image does not load.
 */
export function FactorIcon({
  icon,
  className,
}: {
  icon: string | null | undefined;
  className?: string;
}) {
  const wanted = assetUrl(icon);
  const [failed, setFailed] = useState<string | null>(null);
  const src = wanted && wanted !== failed ? wanted : staticFileUrl('icons/factor.svg');
  return (
    <img
      src={src}
      alt=""
      className={className}
      data-slot="factor-icon"
      onError={() => {
        if (src === wanted) setFailed(wanted);
      }}
    />
  );
}
