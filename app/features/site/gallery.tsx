import { lazy, Suspense, useRef, useState } from 'react';
import { Picture } from '#app/components/picture.tsx';
import { FilterTabs } from '#app/components/ui/filter-tabs.tsx';
import { getImage } from '#app/lib/images.ts';
import type { GalleryItem } from '#content/types.ts';

// The viewer (and the dialog code) loads when a visitor first opens an image.
const GalleryViewer = lazy(() => import('#app/features/site/gallery-viewer.tsx').then((module) => ({ default: module.GalleryViewer })));

const THUMB_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/** Category filter over the gallery, and a viewer with the category and description. */
export function Gallery({ items, filters }: { items: readonly GalleryItem[]; filters: readonly string[] }) {
  const [filter, setFilter] = useState<string>(filters[0] ?? 'All');
  const [openId, setOpenId] = useState<string | null>(null);
  const visible = filter === filters[0] ? items : items.filter((item) => item.category === filter);
  const index = visible.findIndex((item) => item.id === openId);
  const current = index >= 0 ? visible[index] : undefined;
  // Closing the viewer returns focus to the tile of the image last shown.
  const tiles = useRef(new Map<string, HTMLButtonElement>());
  const lastShown = useRef<string | null>(null);
  const show = (id: string) => {
    lastShown.current = id;
    setOpenId(id);
  };
  const step = (delta: number) => show(visible[(index + delta + visible.length) % visible.length]!.id);

  return (
    <>
      <FilterTabs
        label="Filter the gallery"
        value={filter}
        onChange={setFilter}
        options={filters.map((name) => ({ value: name, label: name }))}
      >
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
          {visible.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                ref={(element) => {
                  if (element) tiles.current.set(item.id, element);
                  else tiles.current.delete(item.id);
                }}
                onClick={() => show(item.id)}
                className="group relative block w-full overflow-hidden rounded-lg"
                aria-label={`${item.category}: ${item.alt} (view larger)`}
              >
                <Picture
                  image={getImage(item.image)}
                  alt=""
                  sizes={THUMB_SIZES}
                  imgClassName="aspect-[4/3] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
                />
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-charcoal/80 to-transparent px-3 pt-8 pb-2 text-left text-sm font-medium text-white">
                  {item.category}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </FilterTabs>
      {current ? (
        <Suspense fallback={null}>
          <GalleryViewer
            item={current}
            onStep={step}
            onClose={() => setOpenId(null)}
            onClosed={() => tiles.current.get(lastShown.current ?? '')?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
