import type { Mini2Template } from '@app/domain';
import { Input, SegmentedControl, Select } from '@mantine/core';
import { useId } from 'react';
import { useText } from '../../i18n/language-switch';
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
  const text = useText();
  const { template2Type } = form.getValues();
  return (
    <>
      <Select
        label={text('console.miniScreens.mini2.template')}
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
  const text = useText();
  const labelId = useId();
  const { optionsType } = form.getValues();
  return (
    <>
      <Input.Wrapper
        label={text('console.miniScreens.mini2.optionsType')}
        labelElement="div"
        id={labelId}
        required
      >
        <SegmentedControl
          aria-labelledby={`${labelId}-label`}
          data={[
            { value: 'text', label: text('console.miniScreens.mini2.text') },
            { value: 'image', label: text('console.miniScreens.mini2.image') },
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
  const text = useText();
  const { background } = form.getValues();
  return (
    <ImageField
      kind="background"
      label={text('console.miniScreens.mini2.background')}
      hint={
        isNew || !background.url
          ? text('console.miniScreens.mini2.backgroundHint')
          : text('console.miniScreens.mini2.backgroundHintEdit')
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
