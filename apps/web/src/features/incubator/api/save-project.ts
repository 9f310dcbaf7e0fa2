import { projectSchema, type FileCategory, type Project, type ProjectDraftInput } from '@campus/domain/incubator';
import { API_BASE } from '../../../lib/api-client';
import { sendWithProgress } from '../../../lib/upload';

export interface ProjectFileUpload {
  category: FileCategory;
  file: File;
}

export type SaveMode = 'create' | 'draft' | 'submit';

const METHODS: Record<SaveMode, 'POST' | 'PATCH' | 'PUT'> = { create: 'POST', draft: 'PATCH', submit: 'PUT' };

/**
 * POST /api/mdb-projects/user (a new draft), PATCH /api/mdb-projects/user/{id} (a draft saved at a step, or a file
 * added) and PUT (the whole project submitted): multipart, the project's JSON in `data`, files by category. Sent
 * with XMLHttpRequest, whose upload events tell the progress (0 to 100).
 */
export function saveProject(
  mode: SaveMode,
  id: string | null,
  data: ProjectDraftInput,
  files: readonly ProjectFileUpload[] = [],
  onProgress?: (percent: number) => void,
): Promise<Project> {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  for (const upload of files) form.append(upload.category, upload.file, upload.file.name);
  const url =
    mode === 'create'
      ? `${API_BASE}/mdb-projects/user`
      : `${API_BASE}/mdb-projects/user/${encodeURIComponent(id ?? '')}`;
  return sendWithProgress(METHODS[mode], url, form, projectSchema, onProgress);
}
