import { SearchIcon } from 'lucide-react';
import { Input } from '@iot/ui/input';
import { parameterLimits } from '@iot/api-client/parameter-limits';
import { cn } from '@iot/ui/lib/utils';

/** A list's search box: a magnifier in the field, the document's bound of `search` as its maxLength. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={cn('relative max-w-sm', className)}>
      <SearchIcon
        aria-hidden="true"
        className="text-muted-foreground pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2"
      />
      <Input
        type="search"
        maxLength={parameterLimits.search.maxLength}
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="pl-8"
      />
    </div>
  );
}
