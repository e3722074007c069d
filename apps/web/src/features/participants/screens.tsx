/** The participant screens the routes load (one chunk for the users list and every screen of one user). */
export { AddUserScreen } from './add-user-screen';
export { EditUserScreen } from './edit-user-screen';
export { PlaysScreen } from './plays-screen';
export { UsersScreen } from './users-screen';
