import { type FileCategory, type Project, type ProjectDraftInput } from '@campus/domain/incubator';
import { readErrorBody, ApiRequestError, API_BASE } from '../../../lib/api-client';
import { getApiToken } from '../../../lib/session';

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
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(METHODS[mode], url);
    const token = getApiToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) resolve(body as Project);
      else {
        const { error, errors } = readErrorBody(body);
        reject(new ApiRequestError(error || request.statusText, request.status, errors ?? {}));
      }
    });
    request.addEventListener('error', () => reject(new ApiRequestError('Network error', 0)));
    request.send(form);
  });
}
