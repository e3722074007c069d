import type { MessageKey } from '@app/domain';
import { Modal } from '@mantine/core';
import { AddButton, ListSection } from '../../app/ui/list-section';
import { useEditDeleteActions } from '../../app/ui/use-delete-item';
import { useModalTarget } from '../../app/ui/use-modal-target';
import { useText } from '../../i18n/language-switch';
import { type NameCatalog, type NamedItem, useNamedItems } from './api';
import { NamedItemForm } from './named-item-form';

type Props = { catalog: NameCatalog };

type Wording = {
  /** 'Departments'. */
  title: MessageKey;
  /** 'Department': the column, the field and the deleted item. */
  noun: MessageKey;
  /** 'departments', for the loading and error states. */
  listNoun: MessageKey;
  empty: MessageKey;
  add: MessageKey;
  edit: MessageKey;
};

/** Each list's own messages, whole: no English is put together from a noun. */
const wordings: Record<NameCatalog['field'], Wording> = {
  department: {
    title: 'console.settings.departments.title',
    noun: 'console.settings.departments.noun',
    listNoun: 'console.settings.departments.listNoun',
    empty: 'console.settings.departments.empty',
    add: 'console.settings.departments.add',
    edit: 'console.settings.departments.edit',
  },
  region: {
    title: 'console.settings.regions.title',
    noun: 'console.settings.regions.noun',
    listNoun: 'console.settings.regions.listNoun',
    empty: 'console.settings.regions.empty',
    add: 'console.settings.regions.add',
    edit: 'console.settings.regions.edit',
  },
};

/** Departments and Regions: add, edit and delete. */
export function NamedItemsSection({ catalog }: Props) {
  const text = useText();
  const wording = wordings[catalog.field];
  const noun = text(wording.noun);
  const query = useNamedItems(catalog);
  const modal = useModalTarget<NamedItem>();
  const actions = useEditDeleteActions<NamedItem>(
    {
      noun,
      path: (id) => `${catalog.path}/${encodeURIComponent(id)}`,
      queryKey: catalog.queryKey,
    },
    modal.open,
  );
  const editing = modal.target === 'new' ? null : modal.target;

  return (
    <ListSection
      title={text(wording.title)}
      action={<AddButton label={text(wording.add)} onClick={() => modal.open('new')} />}
      query={query}
      noun={text(wording.listNoun)}
      emptyText={text(wording.empty)}
      minWidth={280}
      columns={[{ header: noun, cell: (item) => item.name }]}
      rowKey={(item) => item.id}
      actions={actions}
      actionsWidth={100}
    >
      <Modal
        opened={modal.opened}
        onClose={modal.close}
        title={text(editing ? wording.edit : wording.add)}
      >
        <NamedItemForm
          key={modal.key}
          catalog={catalog}
          label={noun}
          item={editing}
          onDone={modal.close}
        />
      </Modal>
    </ListSection>
  );
}
