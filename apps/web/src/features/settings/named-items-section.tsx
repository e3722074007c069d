import { Button, Modal, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { EditDeleteActions } from '../../app/ui/icon-action';
import { ListState } from '../../app/ui/list-state';
import { SectionCard } from '../../app/ui/section-card';
import { useDeleteItem } from '../../app/ui/use-delete-item';
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
  const { confirmDelete, isDeleting } = useDeleteItem({
    noun,
    path: (id) => `${catalog.path}/${encodeURIComponent(id)}`,
    queryKey: catalog.queryKey,
  });
  const editing = modal.target === 'new' ? null : modal.target;

  return (
    <SectionCard
      title={title}
      action={
        <Button
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => modal.open('new')}
          aria-label={`Add ${noun}`}
        >
          Add
        </Button>
      }
    >
      <ListState
        query={query}
        noun={title.toLowerCase()}
        emptyText={`No ${title.toLowerCase()} yet.`}
      >
        {(items) => (
          <Table.ScrollContainer minWidth={280}>
            <Table striped highlightOnHover verticalSpacing={6}>
              <Table.Thead style={{ whiteSpace: 'nowrap' }}>
                <Table.Tr>
                  <Table.Th>{noun}</Table.Th>
                  <Table.Th w={100} ta="right">
                    Actions
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{item.name}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      <EditDeleteActions
                        name={item.name}
                        onEdit={() => modal.open(item)}
                        onDelete={() => confirmDelete(item)}
                        isDeleting={isDeleting(item.id)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListState>
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
    </SectionCard>
  );
}
