/** The participant screens the routes load (one chunk for the users list and its forms). */
export { AddUserScreen } from './add-user-screen';
export { EditUserScreen } from './edit-user-screen';
export { UsersScreen } from './users-screen';
