import { Modal } from '@mantine/core';
import { AddButton, ListSection } from '../../app/ui/list-section';
import { useEditDeleteActions } from '../../app/ui/use-delete-item';
import { useModalTarget } from '../../app/ui/use-modal-target';
import { type NameCatalog, type NamedItem, useNamedItems } from './api';
import { NamedItemForm } from './named-item-form';

type Props = {
  catalog: NameCatalog;
  /** 'Departments' / 'Department'. */
  title: string;
  noun: string;
};

/** Departments and Regions: add, edit and delete. */
export function NamedItemsSection({ catalog, title, noun }: Props) {
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
      title={title}
      action={<AddButton label={`Add ${noun}`} onClick={() => modal.open('new')} />}
      query={query}
      noun={title.toLowerCase()}
      emptyText={`No ${title.toLowerCase()} yet.`}
      minWidth={280}
      columns={[{ header: noun, cell: (item) => item.name }]}
      rowKey={(item) => item.id}
      actions={actions}
      actionsWidth={100}
    >
      <Modal
        opened={modal.opened}
        onClose={modal.close}
        title={editing ? `Edit ${noun}` : `Add ${noun}`}
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
