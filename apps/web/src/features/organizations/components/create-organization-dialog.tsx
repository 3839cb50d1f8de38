import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@iot/api-client/errors';
import { Button } from '@iot/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@iot/ui/dialog';
import { Input } from '@iot/ui/input';
import { Label } from '@iot/ui/label';
import { toast } from '@iot/ui/sonner';
import { isValidOrganizationSlug } from '../utils/organization-slug';
import { useCreateOrganization } from '../api/organizations';
import { limits } from '@iot/api-client/limits';

type Errors = { slug?: string; name?: string; form?: string };

/** Spec §5: slug of lowercase letters, digits and hyphens ('Invalid organization identifier format'); name required. */
export function CreateOrganizationDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (slug: string) => void;
}) {
  const { t } = useTranslation(['organizations', 'common']);
  const [slug, setSlug] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateOrganization();

  const reset = () => {
    setSlug('');
    setName('');
    setErrors({});
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = {};
    if (!isValidOrganizationSlug(slug.trim())) next.slug = t('create.invalidSlug');
    if (!name.trim()) next.name = t('create.nameRequired');
    setErrors(next);
    if (next.slug || next.name) return;
    create.mutate(
      { data: { slug: slug.trim(), name: name.trim() } },
      {
        onSuccess: (organization) => {
          toast.success(t('create.success'));
          reset();
          onOpenChange(false);
          onCreated(organization.slug);
        },
        onError: (error) => {
          const message = isApiError(error)
            ? (error.fieldError('slug') ?? error.fieldError('name') ?? error.message)
            : t('create.error');
          setErrors({ form: message });
          toast.error(message || t('create.error'));
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('create.title')}</DialogTitle>
          <DialogDescription>{t('create.description')}</DialogDescription>
        </DialogHeader>
        <form
          id="create-organization"
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-4"
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor="org-slug">{t('create.slug')}</Label>
            <Input
              id="org-slug"
              maxLength={limits.OrganizationCreate.slug.maxLength}
              value={slug}
              onChange={(e) => setSlug(e.target.value)}
              placeholder="demo-farm"
              aria-invalid={errors.slug ? true : undefined}
              aria-describedby="org-slug-hint"
            />
            <p
              id="org-slug-hint"
              className={errors.slug ? 'text-destructive text-sm' : 'text-muted-foreground text-xs'}
            >
              {errors.slug ?? t('create.slugHint')}
            </p>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="org-name">{t('create.name')}</Label>
            <Input
              id="org-name"
              maxLength={limits.OrganizationCreate.name.maxLength}
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? 'org-name-error' : undefined}
            />
            {errors.name ? (
              <p id="org-name-error" className="text-destructive text-sm">
                {errors.name}
              </p>
            ) : null}
          </div>
          {errors.form ? (
            <p role="alert" className="text-destructive text-sm">
              {errors.form}
            </p>
          ) : null}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form="create-organization" disabled={create.isPending}>
            {t('create.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
