import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@iot/ui/button';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@iot/ui/form';
import { Input } from '@iot/ui/input';
import { toast } from '@iot/ui/sonner';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DemoSection } from './demo-section';

export function FormSection() {
  const { t } = useTranslation('test-ui');
  const schema = useMemo(
    () =>
      z.object({
        nickname: z.string().trim().min(1, t('form.nicknameRequired')),
        email: z.email(t('form.emailInvalid')),
      }),
    [t],
  );
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { nickname: '', email: '' },
  });

  return (
    <DemoSection title={t('sections.form')}>
      <Form {...form}>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) =>
            toast.success(t('form.saved', { nickname: values.nickname })),
          )}
        >
          <FormField
            control={form.control}
            name="nickname"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('form.nickname')}</FormLabel>
                <FormControl>
                  <Input autoComplete="nickname" {...field} />
                </FormControl>
                <FormDescription>{t('form.nicknameDescription')}</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('form.email')}</FormLabel>
                <FormControl>
                  <Input type="email" autoComplete="email" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <div className="flex gap-2">
            <Button type="submit">{t('form.submit')}</Button>
            <Button type="button" variant="outline" onClick={() => form.reset()}>
              {t('form.reset')}
            </Button>
          </div>
        </form>
      </Form>
    </DemoSection>
  );
}
