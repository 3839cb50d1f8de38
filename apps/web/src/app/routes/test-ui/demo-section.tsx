import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@iot/ui/card';

/** A section of the component gallery: a card headed by the section's name, its demos in the card's content. */
export function DemoSection({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  );
}
