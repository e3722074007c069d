import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useText } from '../../i18n/language-switch';

type Props = {
  /** Names the action and its row, e.g. 'Edit Sales', for screen readers and the tooltip. */
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  color?: string;
  loading?: boolean;
  disabled?: boolean;
  /** Renders a link instead of a button (downloads). */
  href?: string;
};

export function IconAction({ label, icon, onClick, color, loading, disabled, href }: Props) {
  const common = {
    variant: 'subtle',
    color,
    size: 'lg',
    'aria-label': label,
  } as const;
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      {href && !disabled ? (
        <ActionIcon {...common} component="a" href={href} download>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon {...common} onClick={onClick} loading={loading} disabled={disabled || loading}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

/** A table row's Edit and Delete: Edit waits while the row is being deleted. */
export function EditDeleteActions(props: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  isDeleting: boolean;
}) {
  const text = useText();
  return (
    <>
      <IconAction
        label={text('console.ui.iconAction.edit', { name: props.name })}
        icon={<IconPencil size={18} />}
        onClick={props.onEdit}
        disabled={props.isDeleting}
      />
      <IconAction
        label={text('console.ui.iconAction.delete', { name: props.name })}
        icon={<IconTrash size={18} />}
        color="red"
        onClick={props.onDelete}
        loading={props.isDeleting}
      />
    </>
  );
}

/** A table row's Edit, for lists whose rows cannot be deleted. */
export function EditAction(props: { name: string; onEdit: () => void }) {
  const text = useText();
  return (
    <IconAction
      label={text('console.ui.iconAction.edit', { name: props.name })}
      icon={<IconPencil size={18} />}
      onClick={props.onEdit}
    />
  );
}
