import type { Mini2Template } from '@app/domain';
import { Input, SegmentedControl, Select } from '@mantine/core';
import { useId } from 'react';
import { changeTemplate, MINI2_TEMPLATE_NAMES } from './form-values';
import { ImageField } from './image-field';
import { Mini2TemplateSample } from './mini2-template-sample';
import { ImageOptionFields, type MiniScreenForm, TextOptionFields } from './option-fields';

const isTemplate = (value: string | null): value is Mini2Template =>
  value !== null && (MINI2_TEMPLATE_NAMES as string[]).includes(value);

/**
 * Mini 2's template: its option count (5 or 8) resizes the options at once; its sample shows
 * where those options sit on the background.
 */
function Template({ form }: { form: MiniScreenForm }) {
  const { template2Type } = form.getValues();
  return (
    <>
      <Select
        label="Template"
        required
        data={MINI2_TEMPLATE_NAMES}
        allowDeselect={false}
        value={template2Type}
        error={form.errors.template2Type}
        onChange={(next) => {
          if (isTemplate(next)) {
            form.setValues(changeTemplate(form.getValues(), next));
          }
        }}
      />
      {template2Type ? <Mini2TemplateSample template={template2Type} /> : null}
    </>
  );
}

/** Text or image options; each kind keeps what was entered while the other is shown. */
function Options({ form }: { form: MiniScreenForm }) {
  const labelId = useId();
  const { optionsType } = form.getValues();
  return (
    <>
      <Input.Wrapper label="Options type" labelElement="div" id={labelId} required>
        <SegmentedControl
          aria-labelledby={`${labelId}-label`}
          data={[
            { value: 'text', label: 'Text' },
            { value: 'image', label: 'Image' },
          ]}
          value={optionsType}
          onChange={(next) =>
            form.setFieldValue('optionsType', next === 'image' ? 'image' : 'text')
          }
          maw={280}
          fullWidth
        />
      </Input.Wrapper>
      {optionsType === 'image' ? (
        <ImageOptionFields form={form} />
      ) : (
        <TextOptionFields form={form} />
      )}
    </>
  );
}

/** The background: required on Add; on Edit the stored one stays unless another is uploaded. */
function Background({ form, isNew }: { form: MiniScreenForm; isNew: boolean }) {
  const { background } = form.getValues();
  return (
    <ImageField
      kind="background"
      label="Background image"
      hint={
        isNew || !background.url
          ? 'PNG or JPEG up to 1 MB; 1920x1080 recommended.'
          : 'PNG or JPEG up to 1 MB; 1920x1080 recommended. The current one stays unless you replace it.'
      }
      required={isNew}
      url={background.url}
      error={form.errors.background}
      onPick={() => form.clearFieldError('background')}
      onUploaded={(image) => form.setFieldValue('background', image)}
    />
  );
}

export const Mini2Fields = { Template, Options, Background };
