import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { Button } from './button';
import {
  Field,
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from './form';
import { Input } from './input';

const schema = z.object({
  nickname: z.string().min(1, 'Nickname is required'),
  email: z.email('Enter a valid email'),
});
type Values = z.infer<typeof schema>;

function ProfileForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { nickname: '', email: '' },
  });
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <FormField
          control={form.control}
          name="nickname"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Nickname</FormLabel>
              <FormControl>
                <Input {...field} />
              </FormControl>
              <FormDescription>Shown in the top bar.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input type="email" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit">Save</Button>
      </form>
    </Form>
  );
}

describe('Form', () => {
  it('shows each zod error under its own field and blocks submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ProfileForm onSubmit={onSubmit} />);

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nickname is required')).toBeInTheDocument();

    const nickname = screen.getByLabelText('Nickname');
    expect(nickname).toHaveAttribute('aria-invalid', 'true');
    expect(nickname).toHaveAccessibleDescription('Shown in the top bar. Nickname is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears the error and submits valid values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ProfileForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nickname is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nickname'), 'Ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.queryByText('Nickname is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nickname')).toHaveAttribute('aria-invalid', 'false');
    expect(onSubmit).toHaveBeenCalledWith(
      { nickname: 'Ana', email: 'ana@example.com' },
      expect.anything(),
    );
  });

  it('Field puts a button beside its control, the error still under it and linked', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function RenameForm() {
      const form = useForm<{ nickname: string }>({
        resolver: zodResolver(schema.pick({ nickname: true })),
        defaultValues: { nickname: '' },
      });
      return (
        <Form {...form}>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
            <Field
              control={form.control}
              name="nickname"
              label="Nickname"
              end={<Button type="submit">Rename</Button>}
            >
              {(field) => <Input {...field} />}
            </Field>
          </form>
        </Form>
      );
    }
    render(<RenameForm />);
    const input = screen.getByLabelText('Nickname');
    const button = screen.getByRole('button', { name: 'Rename' });
    expect(input.parentElement).toBe(button.parentElement);
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nickname is required');
    expect(input).toHaveAccessibleDescription('Nickname is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
