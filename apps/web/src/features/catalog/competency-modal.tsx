import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useText } from '../../i18n/language-switch';
import type { Competency, CompetencySaveResult } from './api';
import { CompetencyForm } from './competency-form';
import { ImportResult } from './import-result';

type Props = {
  opened: boolean;
  competency: Competency | null;
  onClose: () => void;
};

/** The form, then, when a question file was imported, the import report in the same dialog. */
export function CompetencyModal({ opened, competency, onClose }: Props) {
  const text = useText();
  const [saved, setSaved] = useState<CompetencySaveResult | null>(null);
  const report = saved?.import ?? null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={text('console.catalog.competencyModal.title')}
      size="lg"
    >
      {saved && report ? (
        <ImportResult name={saved.competency.name} report={report} onClose={onClose} />
      ) : (
        <CompetencyForm
          competency={competency}
          onCancel={onClose}
          onSaved={(result) => (result.import ? setSaved(result) : onClose())}
        />
      )}
    </Modal>
  );
}
