import { useId, useState } from 'react';
import { Checkbox } from '@iot/ui/checkbox';
import { Combobox } from '@iot/ui/combobox';
import { Input } from '@iot/ui/input';
import { Label } from '@iot/ui/label';
import { RadioGroup, RadioGroupItem } from '@iot/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@iot/ui/select';
import { Switch } from '@iot/ui/switch';
import { Textarea } from '@iot/ui/textarea';
import { useTranslation } from 'react-i18next';
import { DemoSection } from './demo-section';

const factorTypes = ['temperature', 'humidity', 'soilMoisture', 'co2', 'light'] as const;
const projects = ['north', 'south', 'tea', 'rice'] as const;
const intervals = ['1', '5', '60'] as const;

export function InputsSection() {
  const { t } = useTranslation('test-ui');
  const id = useId();
  const [project, setProject] = useState<string | null>(null);
  const [interval, setReportInterval] = useState<string>('5');

  return (
    <DemoSection title={t('sections.inputs')} className="grid gap-5 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>{t('inputs.name')}</Label>
        <Input id={`${id}-name`} placeholder={t('inputs.namePlaceholder')} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-factor`}>{t('inputs.factorType')}</Label>
        <Select>
          <SelectTrigger id={`${id}-factor`} className="w-full">
            <SelectValue placeholder={t('inputs.factorTypePlaceholder')} />
          </SelectTrigger>
          <SelectContent>
            {factorTypes.map((type) => (
              <SelectItem key={type} value={type}>
                {t(`inputs.${type}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor={`${id}-notes`}>{t('inputs.notes')}</Label>
        <Textarea id={`${id}-notes`} placeholder={t('inputs.notesPlaceholder')} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-project`}>{t('inputs.project')}</Label>
        <Combobox
          id={`${id}-project`}
          options={projects.map((key) => ({
            value: key,
            label: t(`inputs.projects.${key}`),
          }))}
          value={project}
          onValueChange={setProject}
          placeholder={t('inputs.projectPlaceholder')}
          searchPlaceholder={t('inputs.projectSearch')}
          emptyText={t('inputs.projectEmpty')}
        />
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{t('inputs.interval')}</legend>
        <RadioGroup value={interval} onValueChange={setReportInterval}>
          {intervals.map((minutes) => (
            <div key={minutes} className="flex items-center gap-2">
              <RadioGroupItem id={`${id}-interval-${minutes}`} value={minutes} />
              <Label htmlFor={`${id}-interval-${minutes}`} className="font-normal">
                {t(`inputs.interval${minutes}`)}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
      <div className="flex items-center gap-2">
        <Switch id={`${id}-notify`} defaultChecked />
        <Label htmlFor={`${id}-notify`}>{t('inputs.notifications')}</Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id={`${id}-terms`} />
        <Label htmlFor={`${id}-terms`}>{t('inputs.terms')}</Label>
      </div>
    </DemoSection>
  );
}
