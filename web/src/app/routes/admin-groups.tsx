import { Route, Routes } from 'react-router-dom';
import { GroupPage } from '../../features/admin-groups/group-page';
import { GroupsScreen } from '../../features/admin-groups/groups-screen';

// /admin/groups — the Groups table; /admin/groups/:id — a group's page.
export default function AdminGroupsRoute() {
  return (
    <Routes>
      <Route index element={<GroupsScreen />} />
      <Route path=":id" element={<GroupPage />} />
    </Routes>
  );
}
