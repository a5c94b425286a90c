import { Navigate, useLocation } from 'react-router-dom';

/** /Dashboard → /Dashboard/Hospital, keeping the filters of the address. */
export default function DashboardIndexRedirect() {
  const { search } = useLocation();
  return <Navigate to={`Hospital${search}`} replace relative="path" />;
}
