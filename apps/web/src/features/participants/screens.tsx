import { IconUserEdit, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { PlaceholderScreen } from '../shell/placeholder-screen';

export function UsersScreen() {
  return (
    <PlaceholderScreen
      title="Users"
      icon={<IconUsers />}
      description="The participants of this event, with add, edit, block, delete and bulk upload, will appear here."
    />
  );
}

export function AddUserScreen() {
  return (
    <PlaceholderScreen
      title="Add User"
      icon={<IconUserPlus />}
      description="The form to invite one participant to this event will appear here."
    />
  );
}

export function EditUserScreen() {
  return (
    <PlaceholderScreen
      title="Edit User"
      icon={<IconUserEdit />}
      description="The form to change this participant's details and expiry will appear here."
    />
  );
}
