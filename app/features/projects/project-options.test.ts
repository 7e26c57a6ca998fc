import { describe, expect, it } from 'vitest';
import { projectSchema } from '#app/features/projects/project-options.ts';

describe('the project form’s carpet area', () => {
  const areaErrors = (carpetArea: string) => {
    const result = projectSchema.safeParse({ carpetArea });
    return (result.error?.issues ?? []).filter((issue) => issue.path[0] === 'carpetArea').map((issue) => issue.message);
  };

  it("takes a project's carpet area as '1,450' or '1,45,000' and says what is wrong with '14,50'", () => {
    expect(areaErrors('1,450')).toEqual([]);
    expect(areaErrors('1,00,000')).toEqual([]);
    expect(areaErrors('100,000')).toEqual([]);
    expect(areaErrors('14,50')).toEqual(['Enter the carpet area in sq ft (100 to 100,000).']);
    expect(areaErrors('2,00,000')).toEqual(['Enter the carpet area in sq ft (100 to 100,000).']);
  });
});
