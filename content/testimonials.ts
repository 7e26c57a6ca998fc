/**
 * The three client quotes on the home page (docs/product.md, 'Public pages', 'Testimonials'). Avatars are the
 * initials of the name in a circle.
 */
import type { Testimonial } from '#content/types.ts';

export const homeTestimonials: [Testimonial, Testimonial, Testimonial] = [
  {
    name: 'Deepa Krishnan',
    title: 'Homeowner, Kalyan Nagar',
    quote:
      'Our old kitchen had one long shelf where everything got lost. The team redesigned it as an L-shape with deep drawers under the hob and a tall pantry unit, and the 3D views meant my mother-in-law could see exactly where her masala drawer would go before a single board was cut.',
    rating: 5,
  },
  {
    name: 'Rahul Agarwal',
    title: 'Homeowner, Hebbal',
    quote:
      'We were moving into a new 3BHK with a toddler and did not want months of dust. Most of the wardrobes and the TV unit were made in the factory, installation was quick and clean, and the project manager sent us photos every evening when we could not visit.',
    rating: 5,
  },
  {
    name: 'Sunitha Rao',
    title: 'Homeowner, Yelahanka',
    quote:
      "What I liked most was the honesty. The quote listed every finish and hinge by name, and when I wanted acrylic shutters everywhere, our designer showed me where laminate would look just as good and save money. The pooja unit they designed is now everyone's favourite corner.",
    rating: 5,
  },
];
