import { endpoints } from '@hm/contract';
import { comboQuery, useApi } from '@hm/platform';
import { LoadingBlock, NotFound, QueryError } from '@hm/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { groupQueries, NEW_GROUP } from './group-queries';
import { GroupEditor } from './GroupEditor';

/** HeThong/PhanQuyen/:id — a group's page (`moi`: a new group). */
export default function GroupEditPage() {
  const { id = '' } = useParams();
  if (id.toLowerCase() === NEW_GROUP) return <NewGroup />;
  return /^\d{1,9}$/.test(id) && Number(id) > 0 ? <ExistingGroup key={id} id={Number(id)} /> : <NotFound />;
}

function NewGroup() {
  return <GroupEditor projects={[]} onProject={() => undefined} />;
}

/** Loads the group and its menus and functions in a project (first: the product's own). */
function ExistingGroup({ id }: { id: number }) {
  const api = useApi();
  const [project, setProject] = useState<number | undefined>(undefined);
  const group = useQuery(groupQueries.detail(api, id));
  const menus = useQuery(groupQueries.menus(api, id, project));
  const functions = useQuery(groupQueries.functions(api, id, project));
  const projects = useQuery(comboQuery(api, endpoints.projectCombo));
  const failed = [group, menus, functions].find((q) => q.isError);
  if (failed) return <QueryError error={failed.error} onRetry={() => void Promise.all([group.refetch(), menus.refetch(), functions.refetch()])} />;
  if (!group.data || !menus.data || !functions.data) return <LoadingBlock height="24rem" />;
  return (
    <GroupEditor key={`${id}-${menus.data.du_an_id}`} group={group.data} menus={menus.data} functions={functions.data} projects={projects.data ?? []} onProject={setProject} />
  );
}
