import { describe, expect, it } from 'vitest';
import { validateAddFloor, validateAddProject } from './projects';

const complete = {
  name: 'Hotel Moskva',
  address_city: 'Belgrade',
  address_street_one: 'Terazije 20',
  address_zip: '11000',
  address_country: 'Serbia',
};

describe('validateAddProject (projects.md §5)', () => {
  it('accepts a complete project', () => {
    expect(validateAddProject(complete)).toEqual({ valid: true, fieldErrors: {} });
  });

  it('gives every field rule and the name form error when all are empty', () => {
    expect(
      validateAddProject({
        name: '',
        address_city: '',
        address_street_one: '',
        address_zip: '',
        address_country: '',
      }),
    ).toEqual({
      valid: false,
      fieldErrors: {
        name: 'Name is required',
        address_city: 'City is required',
        address_street_one: 'Street is required',
        address_zip: 'Zip Code is required',
        address_country: 'Country is required',
      },
      formError: 'Project name is required.',
    });
  });

  it.each([
    ['address_city', 'City is required'],
    ['address_street_one', 'Street is required'],
    ['address_zip', 'Zip Code is required'],
    ['address_country', 'Country is required'],
  ])('a missing %s gives %s without a form error', (field, message) => {
    expect(validateAddProject({ ...complete, [field]: '  ' })).toEqual({
      valid: false,
      fieldErrors: { [field]: message },
    });
  });
});

describe('validateAddFloor (projects.md §5)', () => {
  const image = { name: 'floor.png' };

  it.each([
    [
      { name: 'Ground', floor_image: image, order: 0 },
      { valid: true, fieldErrors: {} },
    ],
    [
      { name: 'Ground', floor_image: image, order: '2' },
      { valid: true, fieldErrors: {} },
    ],
    [
      { name: '', floor_image: image, order: 1 },
      {
        valid: false,
        fieldErrors: { name: 'Floor name is required.' },
        formError: 'Floor name is required.',
      },
    ],
    [
      { name: 'Ground', floor_image: null, order: 1 },
      {
        valid: false,
        fieldErrors: { floor_image: 'Floor image is required.' },
        formError: 'Floor image is required.',
      },
    ],
    [
      { name: 'Ground', floor_image: image, order: '' },
      { valid: false, fieldErrors: { order: 'Order is required' } },
    ],
    [
      { name: 'Ground', floor_image: image, order: 'first' },
      { valid: false, fieldErrors: { order: 'Order is required' } },
    ],
    [
      { name: undefined, floor_image: '', order: undefined },
      {
        valid: false,
        fieldErrors: {
          name: 'Floor name is required.',
          floor_image: 'Floor image is required.',
          order: 'Order is required',
        },
        formError: 'Floor name is required.',
      },
    ],
  ])('%o', (input, result) => {
    expect(validateAddFloor(input)).toEqual(result);
  });
});

describe('image fields accept .jpeg, .jpg and .png only (DECISIONS.md)', () => {
  it.each(['plan.png', 'PHOTO.JPG', 'front.jpeg'])('Add Project accepts %s', (name) => {
    expect(validateAddProject({ ...complete, image: { name } })).toEqual({
      valid: true,
      fieldErrors: {},
    });
  });

  it.each([
    ['notes.exe', 'Rejected files: notes.exe'],
    ['animation.gif', 'Rejected files: animation.gif'],
    ['plan', 'Rejected files: plan'],
  ])('Add Project refuses %s', (name, message) => {
    expect(validateAddProject({ ...complete, image: { name } })).toMatchObject({
      valid: false,
      fieldErrors: { image: message },
    });
  });

  it('Add Floor refuses a file that is not an image on its field', () => {
    expect(
      validateAddFloor({ name: 'Ground', floor_image: { name: 'notes.exe' }, order: 1 }),
    ).toMatchObject({ valid: false, fieldErrors: { floor_image: 'Rejected files: notes.exe' } });
    expect(
      validateAddFloor({ name: 'Ground', floor_image: { name: 'ground.png' }, order: 1 }).valid,
    ).toBe(true);
  });
});
