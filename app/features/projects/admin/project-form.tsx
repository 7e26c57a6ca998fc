// A project's page in the admin: every field of the 'Projects' screen's form, the photos chosen
// from the media library (each must have alt text), 'Published', save and delete. Checked with the
// same schema in the browser and in the action (parseForm); the server also refuses a slug in use
// and a photo without alt text.
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import { useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { ArrowDown, ArrowUp, ExternalLink, Images, Trash2, X } from 'lucide-react';
import { Button, buttonClasses } from '#app/components/ui/button.tsx';
import { formAttributes, FormField, SelectField, TextareaField, TextField } from '#app/components/ui/form-field.tsx';
import type { SelectOption } from '#app/components/ui/form-field.tsx';
import { toast } from '#app/components/ui/toast-store.ts';
import { MediaLibraryDialog } from '#app/components/media/media-library-dialog.tsx';
import { MissingAltText } from '#app/components/media/missing-alt-text.tsx';
import { parseForm } from '#app/lib/parse-form.ts';
import {
  budgetBands,
  designStyles,
  projectCategories,
  localityOptions,
  MAX_PROJECT_PHOTOS,
  packageOptions,
  projectSchema,
  propertyOptions,
  serviceOptions,
} from '#app/features/projects/project-options.ts';
import type { Project } from '#app/features/projects/projects.server.ts';

export type ProjectSaveAnswer =
  { ok: true; id: string; intent: 'save' | 'delete' } | { ok: false; result?: SubmissionResult<string[]>; error?: string };

type Choice = {
  name: 'locality' | 'service' | 'propertyType' | 'package' | 'budget' | 'style' | 'category';
  label: string;
  options: readonly SelectOption[];
};

/** The project's required choices, in the form's order: where and what (before the carpet area), then the package, budget and style. */
const placeChoices: Choice[] = [
  { name: 'locality', label: 'Locality', options: localityOptions },
  { name: 'service', label: 'Service', options: serviceOptions },
  { name: 'propertyType', label: 'Property type', options: propertyOptions },
];
const designChoices: Choice[] = [
  { name: 'package', label: 'Package', options: packageOptions },
  { name: 'budget', label: 'Budget range', options: budgetBands },
  { name: 'style', label: 'Style', options: designStyles },
];
/** Where /projects files it: chosen as residential until staff choose otherwise. */
const categoryChoice: Choice = { name: 'category', label: 'Category', options: projectCategories };

type Photo = { fileName: string; url: string; alt: string | null };

export function ProjectForm({ project }: { project: Project | null }) {
  const save = useFetcher<ProjectSaveAnswer>();
  const navigate = useNavigate();
  const sent = useRef(false);
  const [photos, setPhotos] = useState<Photo[]>(project?.photos ?? []);
  const [choosing, setChoosing] = useState(false);
  const answer = save.state === 'idle' ? save.data : undefined;
  const action = `/admin/projects/${project?.id ?? 'new'}`;

  const [form, fields] = useForm({
    id: `project-${project?.id ?? 'new'}`,
    lastResult: answer && !answer.ok ? answer.result : undefined,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, projectSchema),
    onSubmit(event, { formData }) {
      event.preventDefault();
      sent.current = true;
      formData.set('intent', 'save');
      void save.submit(formData, { method: 'post', action });
    },
  });

  useEffect(() => {
    if (save.state !== 'idle' || !save.data || !sent.current) return;
    sent.current = false;
    if (save.data.ok && save.data.intent === 'delete') {
      toast({ title: 'Success', description: 'Project deleted.' });
      void navigate('/admin/projects');
    } else if (save.data.ok) {
      toast({ title: 'Success', description: 'Project saved.' });
      if (!project) void navigate(`/admin/projects/${save.data.id}`, { replace: true });
    } else {
      toast({ title: 'Error', description: save.data.error ?? 'Check the fields marked below.', variant: 'destructive' });
    }
  }, [save.state, save.data, navigate, project]);

  /** One of the project's required choices, starting from what the project has. */
  const choice = ({ name, label, options }: Choice) => (
    <SelectField
      key={name}
      field={fields[name]}
      label={label}
      required
      options={options}
      placeholder="Choose..."
      defaultValue={project?.[name] ?? (name === 'category' ? 'residential' : '')}
    />
  );

  const move = (index: number, by: number) =>
    setPhotos((list) => {
      const next = [...list];
      const [photo] = next.splice(index, 1);
      next.splice(index + by, 0, photo!);
      return next;
    });

  return (
    <section aria-labelledby="project-heading" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="project-heading" className="text-2xl">
          {project ? project.title : 'New Project'}
        </h2>
        <div className="flex gap-2">
          <Link to="/admin/projects" className={buttonClasses({ variant: 'outline' })}>
            Back to Projects
          </Link>
          {project?.isPublished ? (
            <a href={`/projects/${project.slug}`} target="_blank" rel="noreferrer" className={buttonClasses({ variant: 'outline' })}>
              <ExternalLink aria-hidden="true" />
              View
            </a>
          ) : null}
        </div>
      </div>
      <form
        {...formAttributes(form)}
        method="post"
        action={action}
        className="grid gap-4 rounded-lg border border-line bg-surface p-4 shadow-soft sm:grid-cols-2 sm:p-6"
      >
        <TextField field={fields.title} label="Title" required defaultValue={project?.title} maxLength={160} className="sm:col-span-2" />
        <TextField
          field={fields.slug}
          label="Slug"
          defaultValue={project?.slug}
          description="The page's address, /projects/<slug>. Left empty, it follows the title."
          className="sm:col-span-2"
        />
        {placeChoices.map(choice)}
        <TextField
          field={fields.carpetArea}
          label="Carpet area (sq ft)"
          required
          inputMode="numeric"
          defaultValue={project ? String(project.carpetArea) : ''}
        />
        {designChoices.map(choice)}
        {choice(categoryChoice)}
        <TextField
          field={fields.client}
          label="Client"
          defaultValue={project?.client ?? ''}
          maxLength={160}
          description="Shown in the project's dialog on /projects, e.g. 'The Menon family'. Optional."
        />
        <TextareaField
          field={fields.description}
          label="Description"
          required
          rows={6}
          defaultValue={project?.description}
          description="Plain text; a blank line starts a new paragraph."
          className="sm:col-span-2"
        />
        <FormField field={fields.photos} label="Photos" required labelAs="id" className="sm:col-span-2">
          <div role="group" aria-labelledby={`${fields.photos.id}-label`} className="flex flex-col gap-2">
            {photos.length === 0 ? <p className="text-sm text-ink-muted">No photos yet.</p> : null}
            <ul className="grid gap-2 sm:grid-cols-2">
              {photos.map((photo, index) => (
                <li key={photo.fileName} className="flex flex-wrap items-center gap-2 rounded-md border border-line p-2 text-sm">
                  <input type="hidden" name="photos" value={photo.fileName} />
                  <img src={photo.url} alt="" className="h-14 w-20 shrink-0 rounded-sm object-cover" />
                  <span className="min-w-0 flex-1 break-words">{photo.alt ?? 'No alt text yet'}</span>
                  <PhotoButton label={`Move ${photo.alt ?? 'photo'} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                    <ArrowUp aria-hidden="true" />
                  </PhotoButton>
                  <PhotoButton
                    label={`Move ${photo.alt ?? 'photo'} down`}
                    disabled={index === photos.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </PhotoButton>
                  <PhotoButton
                    label={`Remove ${photo.alt ?? 'photo'}`}
                    onClick={() => setPhotos((list) => list.filter((item) => item.fileName !== photo.fileName))}
                  >
                    <X aria-hidden="true" />
                  </PhotoButton>
                  {photo.alt === null ? (
                    <div className="basis-full">
                      <MissingAltText
                        fileName={photo.fileName}
                        onSaved={(alt) =>
                          setPhotos((list) => list.map((item) => (item.fileName === photo.fileName ? { ...item, alt } : item)))
                        }
                      />
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
            <div>
              <Button variant="outline" onClick={() => setChoosing(true)} disabled={photos.length >= MAX_PROJECT_PHOTOS}>
                <Images aria-hidden="true" />
                Choose from library
              </Button>
            </div>
          </div>
        </FormField>
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" name="isPublished" defaultChecked={project?.isPublished ?? false} className="size-4 accent-brass-700" />
          Published
        </label>
        <p className="-mt-2 text-sm text-ink-muted sm:col-span-2">
          A published project shows on /projects, its own page and its area&apos;s page.
        </p>
        <div className="flex flex-wrap justify-between gap-2 sm:col-span-2">
          <Button type="submit" disabled={save.state !== 'idle'}>
            {save.state !== 'idle' ? 'Saving...' : 'Save Project'}
          </Button>
          {project ? (
            <Button
              variant="outline"
              disabled={save.state !== 'idle'}
              onClick={() => {
                if (!window.confirm(`Delete "${project.title}"? Its photos stay in the media library.`)) return;
                sent.current = true;
                void save.submit({ intent: 'delete' }, { method: 'post', action });
              }}
            >
              <Trash2 aria-hidden="true" />
              Delete Project
            </Button>
          ) : null}
        </div>
      </form>
      {choosing ? (
        <MediaLibraryDialog
          onClose={() => setChoosing(false)}
          onChoose={(image) => {
            const fileName = image.url.replace(/^\/media\//, '');
            setPhotos((list) =>
              list.some((item) => item.fileName === fileName) ? list : [...list, { fileName, url: image.url, alt: image.alt }],
            );
            setChoosing(false);
          }}
        />
      ) : null}
    </section>
  );
}

/** A photo's icon button in the list (move up, move down, remove), named for the photo it acts on. */
function PhotoButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button variant="ghost" size="icon" disabled={disabled} onClick={onClick} aria-label={label}>
      {children}
    </Button>
  );
}
