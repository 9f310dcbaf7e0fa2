import { Outlet } from 'react-router';

/** Placeholder until the pages engineer's account layout lands. */
export default function AccountLayout() {
  return <Outlet />;
}
