/**
 * Seed articles for the Aangan Interiors design blog.
 *
 * Excerpt and content are hand-written HTML limited to h2, h3, p, ul, ol, li,
 * strong, em, internal links (/contact, /calculator), tables, and the
 * callout boxes (div.callout.callout-info / div.callout.callout-warning).
 *
 * readTime = ceil(words in the text of `content` / 200).
 */

export type SeedArticle = {
  slug: string;
  title: string;
  category: 'Kitchen Design' | 'Interior Tips' | 'Vastu Design' | 'Living Room' | 'Bedroom Design';
  excerpt: string;
  content: string;
  tags: string[];
  readTime: number;
  isFeatured: boolean;
  metaTitle: string | null;
  metaDescription: string | null;
  publishedAt: string;
};

export const seedArticles: readonly SeedArticle[] = [
  {
    slug: 'choosing-a-modular-kitchen-layout-for-a-compact-bangalore-apartment',
    title: 'Choosing a Modular Kitchen Layout for a Compact Bangalore Apartment',
    category: 'Kitchen Design',
    excerpt:
      '<p>L-shaped, parallel or straight? In a compact apartment kitchen, the layout matters more than any finish. Here is how we choose one, with the measurements that make daily cooking comfortable.</p>',
    content: `
<p>Most kitchens we measure in Bangalore's gated communities are somewhere between 7×8 ft and 9×11 ft, usually with a utility balcony attached and the sink, gas point and chimney cut-out already fixed by the builder. In a room that size, the layout decides more about daily comfort than any finish you pick. Here is how our design team approaches it.</p>

<h2>Start with what the builder has fixed</h2>
<p>Before you fall in love with a layout, note the things that are expensive or impossible to move:</p>
<ul>
<li><strong>Plumbing:</strong> the sink inlet and drain. Shifting a drain by a metre is usually possible, but it means breaking tiles and keeping enough slope to the main line.</li>
<li><strong>Gas:</strong> if your society has piped natural gas (PNG), the meter and isolation valve must stay accessible. We design an open niche or a removable panel around them rather than boxing them in.</li>
<li><strong>Chimney duct:</strong> most apartments have a 150 mm (6 inch) cut-out in an external wall. The hob should ideally sit on the wall closest to it.</li>
<li><strong>Window and utility door:</strong> these break the wall run and decide where tall units can go.</li>
</ul>

<h2>The four layouts, honestly compared</h2>
<h3>L-shaped</h3>
<p>The most common choice in a 2BHK and, for most families, the best one. Two adjoining walls give you a continuous counter, a natural work triangle and only one corner to solve. It works well in rooms from about 7×8 ft upwards.</p>
<h3>Parallel (galley)</h3>
<p>Two facing counters, often with the utility door at the far end. This is the most efficient layout for cooking, because everything is a step and a turn away. The catch is the passage: keep at least 900 mm of clear floor between the counters, and 1000-1200 mm if two people cook together. Below 900 mm, an open drawer blocks the whole kitchen.</p>
<h3>Straight (single wall)</h3>
<p>Suits studio apartments and open kitchens in compact 1BHK and 2BHK plans. Keep the run at least 2.4 m (8 ft) long so the sink, a working counter and the hob fit with breathing room. Storage is limited, so tall units and a well-planned loft matter.</p>
<h3>U-shaped and island</h3>
<p>A U-shape needs a room roughly 8 ft wide or more to leave a usable middle; in smaller rooms it creates two awkward corners and a cramped centre. An island needs about 1 m of clearance on every working side, which rules it out for most apartment kitchens. A breakfast counter on the living-room side is usually the better compromise.</p>

<h2>Measurements that make a kitchen comfortable</h2>
<ul>
<li><strong>Counter height:</strong> 850-900 mm from the finished floor suits most people. A quick check: the counter should sit about 100-150 mm below your elbow when you stand relaxed. Taller households can go to 900-920 mm.</li>
<li><strong>Base unit depth:</strong> a 600 mm countertop over a 560-580 mm carcass. A 650 mm top gives room behind the hob for a row of masala dabbas, but check the passage width first.</li>
<li><strong>Wall units:</strong> 300-350 mm deep, with the bottom 450-600 mm above the counter so you can see the back of the counter and fit a mixer grinder below.</li>
<li><strong>Chimney height:</strong> typically 650-750 mm above the hob; follow the installation guide for your model.</li>
<li><strong>Work triangle:</strong> the three legs between sink, hob and fridge should add up to roughly 4-8 m, with no single leg shorter than about 1.2 m or longer than about 2.7 m.</li>
<li><strong>Landing space:</strong> at least 600 mm of clear counter between sink and hob, ideally 900 mm. This is where chopping and tadka prep actually happens.</li>
</ul>

<div class="callout callout-info"><p>Keep the chimney duct short, ideally under about 3 m with no more than two bends. Every extra bend and metre reduces suction, and Indian cooking with tadka and deep frying needs all of it.</p></div>

<h2>Plan for how Indian kitchens actually work</h2>
<ul>
<li><strong>Masala zone:</strong> a 150-200 mm pull-out or a shallow drawer right next to the hob for spices and oil, reachable without stepping away from a hot pan.</li>
<li><strong>Heavy vessels:</strong> deep drawers, not shelves, below the hob for kadais, pressure cookers and the tawa. Drawers bring everything to you; shelves mean kneeling on the floor.</li>
<li><strong>Utility balcony:</strong> use it for the wet grinder, a second sink for washing vessels and the washing machine. It keeps the main kitchen dry and uncluttered.</li>
<li><strong>Fridge:</strong> near the kitchen entrance so family members can reach it without crossing the cooking zone. Leave the ventilation gap your fridge's manual asks for.</li>
<li><strong>Tall unit:</strong> a 600 mm wide tall unit with a microwave or OTG niche at chest height and pantry pull-outs is often the best storage per square foot in a small kitchen.</li>
<li><strong>Water purifier:</strong> fix its position early so the inlet, drain and power point are in the right place.</li>
</ul>

<h2>Corners: the most expensive few square feet</h2>
<p>An L-shaped kitchen has one corner and a U-shaped kitchen has two. A plain blind corner is cheapest, but things get lost at the back. Carousel units and magic corners make the space usable but add noticeably to the hardware cost. In compact kitchens, we often suggest a blind corner for rarely used items and spending that hardware budget on drawers instead.</p>

<h2>Mistakes we see again and again</h2>
<ol>
<li>A hob pushed against a wall or tall unit. Leave about 300 mm on each side so pan handles don't hit anything.</li>
<li>A hob directly under a window. The breeze unsettles the flame and curtains become a fire risk.</li>
<li>Too few sockets. Plan at least four above the counter, plus dedicated points for the chimney, fridge, microwave, purifier and any built-in appliances.</li>
<li>Wall units up to the ceiling with no plan for reaching them. The top shelf quietly becomes dead storage.</li>
<li>Choosing finishes before the layout. Fix the plan first; finishes are easy to swap on paper.</li>
</ol>

<h2>What it typically costs</h2>
<p>For a compact L-shaped or parallel kitchen in a Bangalore 2BHK, with BWP plywood carcasses, laminate shutters and standard soft-close hardware, our projects usually land in the ₹1.5-2.5 lakh range. Acrylic or PU finishes, quartz counters and more pull-out accessories can take it to ₹3-5 lakh. Check whether a quote includes the countertop, sink, appliances and civil work, because this varies a lot between designers. For a quick estimate for your own home, try our <a href="/calculator">cost calculator</a>.</p>

<p>If you'd like a second opinion on your kitchen plan, our team offers a free site visit and 3D designs before you commit to anything. You can <a href="/contact">reach us here</a>.</p>
`,
    tags: ['Modular Kitchen', 'Kitchen Layout', 'Small Spaces', '2BHK'],
    readTime: 6,
    isFeatured: true,
    metaTitle: 'Modular Kitchen Layouts for Compact Bangalore Apartments',
    metaDescription:
      'L-shaped, parallel or straight? How to choose a modular kitchen layout for a compact Bangalore apartment, with measurements, costs and mistakes to avoid.',
    publishedAt: '2026-10-19T04:30:00.000Z',
  },
  {
    slug: 'a-practical-vastu-guide-for-bangalore-apartments',
    title: 'A Practical Vastu Guide for Bangalore Apartments',
    category: 'Vastu Design',
    excerpt:
      '<p>You can follow most Vastu guidance in an apartment without breaking a single wall. Here is where it matters, how we adapt it room by room, and how to plan a pooja unit that works.</p>',
    content: `
<p>Many families we work with want their home to follow Vastu Shastra, and most of them live in apartments where the entrance, kitchen and bathrooms were fixed by the builder long before they got the keys. The good news is that much of the guidance can be respected through interior choices alone. Here is how we approach it, room by room.</p>

<div class="callout callout-info"><p>We are interior designers, not Vastu consultants. What follows reflects widely followed principles. If your family works with a Vastu expert, we are happy to design around their recommendations.</p></div>

<h2>Focus on what you can control</h2>
<p>In an apartment you rarely get to move the main door, kitchen or toilets. Instead of worrying about those, focus on what interiors can change: the direction you face while cooking, where the pooja unit sits, the bed position and head direction, where heavy storage goes, and how the entrance looks and feels.</p>
<p>Start by finding the true directions. A phone compass works, but the steel in RCC slabs and nearby appliances can throw it off, so take readings at a few points away from walls and use the direction they agree on. Mark north on your floor plan before any design discussion.</p>

<h2>Kitchen</h2>
<ul>
<li>The traditional preference is the southeast (the Agni corner), with the northwest as the accepted alternative.</li>
<li>If your kitchen is elsewhere, place the hob so the person cooking faces east. In an L-shaped or parallel kitchen, this is often possible simply by choosing which counter takes the hob.</li>
<li>Keep the sink (water) and hob (fire) apart rather than side by side or directly opposite. A 600-900 mm counter between them is also good ergonomics.</li>
<li>Avoid placing the hob directly under a window. Vastu aside, the breeze disturbs the flame.</li>
</ul>

<h2>The pooja unit</h2>
<p>The northeast (Ishanya) is the preferred zone, with the east or north as alternatives. Most families like to face east while praying, which means the unit sits on an east wall with the deities facing west. Facing north is the other common choice.</p>
<h3>Sizes that work in apartments</h3>
<ul>
<li><strong>Wall-mounted unit:</strong> 600-900 mm wide and 300-350 mm deep. Ideal for compact 2BHKs; keep the floor below free for a small rangoli or a stool.</li>
<li><strong>Floor-standing unit:</strong> 900-1200 mm wide, 400-450 mm deep and 1800-2100 mm tall, with drawers below for lamps, oil, camphor and books.</li>
<li><strong>Pooja corner or niche:</strong> if you can spare about 1.2×1.2 m, a dedicated corner with a jaali screen or folding doors feels like a small room without any civil work.</li>
</ul>
<h3>Details that matter day to day</h3>
<ul>
<li>Place the deities at or a little above chest height of whoever prays. Lower the platform if the family prays sitting on the floor.</li>
<li>Use a heat-proof surface where the diya burns: granite, marble or a metal tray, never bare laminate or veneer.</li>
<li>Allow ventilation for agarbatti smoke. A CNC-cut jaali or a gap at the top stops soot from darkening the inside of the unit.</li>
<li>Add a separately switched warm LED strip (2700-3000K) and a dedicated socket if you use an electric diya.</li>
<li>Avoid a wall shared with a toilet, the space under a staircase or a spot facing a bathroom door.</li>
</ul>

<div class="callout callout-warning"><p>If the only space is in a bedroom, choose a unit with shutters that close at night, and avoid placing it where the foot of the bed points at it. Never leave a diya burning unattended inside a closed unit.</p></div>

<h2>Bedrooms</h2>
<ul>
<li>The master bedroom is traditionally in the southwest. In a 3BHK, if one bedroom sits in that corner, consider making it the master.</li>
<li>Sleeping with your head towards the south or east is preferred; north is avoided. Decide the bed position before the electrician arrives, because bedside switches, reading lights and charging points must follow it.</li>
<li>Avoid a mirror directly facing the bed. A mirror inside a wardrobe shutter or on a side wall solves this neatly.</li>
<li>Heavy wardrobes are best placed on the south or west walls.</li>
</ul>

<h2>Entrance and living room</h2>
<ul>
<li>Keep the entrance well lit and uncluttered. A closed shoe cabinet to one side of the foyer is better than open racks facing the main door.</li>
<li>Place heavier furniture, such as the sofa and large storage, towards the south and west of the room, and keep the northeast open and light.</li>
<li>A clear nameplate and a good light outside the door are simple touches many families value.</li>
</ul>

<h2>When the plan simply doesn't fit</h2>
<p>Sometimes a toilet is in the northeast or the kitchen is in the north, and no amount of furniture will change that. Breaking walls in an apartment is rarely allowed, and plumbing moves can cause leaks for your neighbours below. Many consultants suggest non-structural remedies instead, and the practical ones overlap with good design: keep those areas clean, well ventilated, well lit and free of clutter.</p>
<p>When Vastu and safety pull in different directions, we put safety first. The gas valve stays accessible, the chimney duct stays short and the electrical load stays within the circuit's rating.</p>

<h2>A quick checklist before design starts</h2>
<ol>
<li>North is marked on the floor plan.</li>
<li>Pooja unit location and the direction you will face are decided.</li>
<li>Hob position and the cook's facing direction are agreed.</li>
<li>Bed head direction is fixed in every bedroom.</li>
<li>Any family-specific rules (colours, heights, materials) are written down and shared with your designer.</li>
</ol>

<p>Our team can mark directions on your plan during a free site visit and show Vastu-aligned options in 3D before anything is built. <a href="/contact">Talk to us</a> when you are ready.</p>
`,
    tags: ['Vastu', 'Pooja Unit', 'Apartments', 'Space Planning'],
    readTime: 5,
    isFeatured: true,
    metaTitle: 'Practical Vastu for Apartments: Kitchen, Pooja, Bedroom',
    metaDescription:
      'How to follow Vastu in a Bangalore apartment without breaking walls: kitchen, pooja unit, bedroom and entrance tips, and what to do when the plan does not fit.',
    publishedAt: '2026-08-31T05:00:00.000Z',
  },
  {
    slug: 'wardrobe-planning-sliding-vs-hinged-lofts-and-lighting',
    title: 'Wardrobe Planning: Sliding vs Hinged, Lofts and Lighting',
    category: 'Bedroom Design',
    excerpt:
      '<p>A wardrobe is the largest piece of furniture in most bedrooms. Here is how to choose between sliding and hinged shutters, size the inside correctly, use the loft well and light it all properly.</p>',
    content: `
<p>In a typical Bangalore apartment, the master bedroom is around 11×12 to 12×14 ft and the second bedroom closer to 10×11 ft. The wardrobe competes with the bed, the door swing, the window and often the AC for wall space, so it pays to plan it carefully rather than simply filling the longest wall.</p>

<h2>Sliding or hinged?</h2>
<table>
<thead>
<tr>
<th>Factor</th>
<th>Sliding shutters</th>
<th>Hinged shutters</th>
</tr>
</thead>
<tbody>
<tr>
<td>Floor space in front</td>
<td>None beyond the wardrobe itself</td>
<td>Roughly one shutter width (450-600 mm) plus room to stand</td>
</tr>
<tr>
<td>Access</td>
<td>Half the wardrobe at a time (two-thirds with three shutters)</td>
<td>The whole wardrobe at once</td>
</tr>
<tr>
<td>Depth</td>
<td>Needs roughly 50-75 mm extra for the track system</td>
<td>Standard 600 mm</td>
</tr>
<tr>
<td>Internal layout</td>
<td>Drawers must be set back or placed clear of the shutter overlap</td>
<td>No restrictions</td>
</tr>
<tr>
<td>Upkeep</td>
<td>Tracks need cleaning; cheap rollers wear and jam</td>
<td>Hinges need occasional adjustment</td>
</tr>
<tr>
<td>Cost</td>
<td>Higher, depending on the sliding system</td>
<td>Lower</td>
</tr>
</tbody>
</table>
<p>Our rule of thumb: if the clear space between the bed and the wardrobe is under about 900 mm, go sliding. With more room, hinged shutters are cheaper, simpler and give you better access.</p>

<h2>Getting the inside right</h2>
<ul>
<li><strong>Depth:</strong> 600 mm overall, which leaves about 550 mm inside, enough for clothes on hangers without the shutter pressing on them.</li>
<li><strong>Long hanging:</strong> a 1400-1600 mm clear drop for dresses, long kurtas and sarees on hangers.</li>
<li><strong>Short hanging:</strong> 900-1000 mm for shirts and trousers. Two short-hanging rails stacked in one section nearly double its capacity.</li>
<li><strong>Shelves:</strong> 300-350 mm apart for folded clothes. Deeper gaps just create unstable piles.</li>
<li><strong>Drawers:</strong> two or three internal drawers of 150-200 mm height for innerwear and accessories, with the top drawer at about waist height.</li>
<li><strong>Sarees:</strong> a saree pull-out with individual hangers, or flat shelves kept to three or four sarees per stack. Keep silks in breathable fabric covers rather than plastic.</li>
<li><strong>Valuables:</strong> a small internal locker or a concealed drawer, planned into the carcass rather than added later.</li>
<li><strong>Shutter width:</strong> 450-600 mm for hinged shutters. Wider shutters get heavy and tend to sag.</li>
</ul>

<div class="callout callout-info"><p>Shutters taller than about 2100 mm are more prone to bowing, especially in humid months. For a full-height look, split the shutter at loft level or use a shutter reinforced with an aluminium profile.</p></div>

<h2>Lofts: use them wisely</h2>
<p>Many Bangalore apartments have a clear ceiling height of around 2.7-3.0 m. With a main wardrobe of 2100-2400 mm, that leaves a 500-800 mm loft, which is perfect for suitcases, spare bedding and festival décor. Measure your largest suitcase before fixing the loft height and shutter divisions. Keep daily-use items below 2100 mm, and plan where a foldable step ladder will live.</p>
<p>Also check where the split AC will go. The indoor unit needs clear space around it for airflow and a route for its drain pipe, so don't let the loft swallow that wall.</p>

<h2>Bedroom lighting that works</h2>
<ul>
<li><strong>Layers:</strong> ambient light from the ceiling or a cove, task light for reading at each bedside, and a soft accent such as an LED strip behind the headboard.</li>
<li><strong>Colour temperature:</strong> warm white (2700-3000K) for the room. Inside the wardrobe, neutral white (around 4000K) makes it easier to judge clothes colours.</li>
<li><strong>Wardrobe lights:</strong> LED profile lights with door or motion sensors switch on when you open a shutter. Keep the driver somewhere you can reach for replacement.</li>
<li><strong>Switching:</strong> two-way switching so the main light works from both the door and the bed, plus a switch for the fan and a charging point on each side of the bed.</li>
</ul>

<h2>The bed and the rest of the room</h2>
<ul>
<li>A queen mattress is about 60×78 inches (1525×1980 mm); a king is about 72×78 inches (1830×1980 mm). The bed frame adds to this, so confirm the final size before planning the room.</li>
<li>Leave at least 600 mm on every side you walk along, and 750-900 mm at the foot if the wardrobe faces the bed.</li>
<li>Hydraulic storage beds give you the whole box for bedding and suitcases; drawer beds are easier for daily access but need clearance to pull out. Either way, ask for a ventilated base so the mattress can breathe in the monsoon.</li>
<li>A wall-mounted dresser 900-1200 mm wide saves floor space. If you follow Vastu, keep its mirror off the wall facing the bed.</li>
<li>For a study table in a child's room, plan 750 mm height and 500-600 mm depth.</li>
</ul>

<h2>What it typically costs</h2>
<p>Wardrobes are usually priced per square foot of front area (width × height). In our projects, a laminate-finish wardrobe on BWR or BWP plywood typically falls around ₹1,300-1,900 per sq ft; acrylic, lacquered glass or PU finishes push it higher, and a good sliding system adds to that. As an example, a 7 ft wide wardrobe that is 7 ft tall with a 2 ft loft is 63 sq ft, which is roughly ₹0.8-1.2 lakh in laminate.</p>

<h2>Mistakes to avoid</h2>
<ol>
<li>Fixing a wardrobe against a damp external wall without a laminated back panel.</li>
<li>All shelves and no drawers, or so many drawers that the cost balloons.</li>
<li>Full-length mirrors on wide hinged shutters, which add weight and strain the hinges.</li>
<li>Cheap sliding tracks. The shutters are only as good as the system they run on.</li>
<li>Forgetting that sliding shutters cannot be opened fully when a bedside table sits in front of them.</li>
</ol>

<p>If you'd like help fitting all of this into your bedroom, our team can visit your home for free and share 3D designs of a few wardrobe options. <a href="/contact">Get in touch</a> anytime.</p>
`,
    tags: ['Wardrobe', 'Bedroom', 'Storage', 'Lighting'],
    readTime: 5,
    isFeatured: false,
    metaTitle: 'Wardrobe Planning: Sliding vs Hinged, Lofts and Lighting',
    metaDescription:
      'Sliding or hinged wardrobe? Depths, hanging heights, lofts, saree storage and bedroom lighting for Bangalore apartments, with costs and mistakes to avoid.',
    publishedAt: '2026-07-06T04:45:00.000Z',
  },
  {
    slug: 'monsoon-proofing-your-home-interiors-in-bangalore',
    title: 'Monsoon-Proofing Your Home Interiors in Bangalore',
    category: 'Interior Tips',
    excerpt:
      '<p>From June to October, damp walls, fungus and termites test every interior in Bangalore. Most of the protection is decided at the design stage, so here is what to check and choose before the rains.</p>',
    content: `
<p>Bangalore's monsoon is gentle compared with the coast, but from June to October humidity stays high for weeks, and the heavier spells later in the season find every weak spot in a home. Wardrobes on external walls, bathroom door frames, sink cabinets and wooden furniture are usually the first to suffer. The good news is that most of the protection is decided before a single panel is cut.</p>

<h2>Fix the water first, then build</h2>
<p>Walk through the home before any carpentry and look for:</p>
<ul>
<li>Damp patches, bubbling or peeling paint, especially on external walls and below windows.</li>
<li>White, powdery salt deposits (efflorescence), a sign that water is moving through the plaster.</li>
<li>Stains on walls shared with bathrooms, which usually point to failed waterproofing or a leaking concealed pipe.</li>
<li>Ceiling stains on top floors, which often come from the terrace.</li>
<li>Gaps around window frames where sealant has cracked or is missing.</li>
</ul>
<p>Get the source repaired by a waterproofing specialist and give the wall time to dry before anything goes on it.</p>

<div class="callout callout-warning"><p>Never fix wardrobes or wall panels on a wall that is still damp. Wood-based boards absorb moisture from the wall, and fungus grows behind them where you cannot see it until the damage is done.</p></div>

<h2>Design details that keep damp out</h2>
<ul>
<li><strong>Closed backs:</strong> give every wardrobe on an external wall a laminated back panel and a small ventilation gap from the wall. Never let the wall itself act as the back of a cupboard.</li>
<li><strong>Off the floor:</strong> raise base units on legs or a plinth of 100 mm or more, so mopping water doesn't wick into the carcass.</li>
<li><strong>Sealed boards:</strong> laminate both faces of every panel and edge-band every edge, including the ones nobody sees. Unsealed edges are where swelling starts.</li>
<li><strong>Wet zones:</strong> use BWP plywood or WPC/PVC board for the sink base, bathroom vanities and utility cabinets.</li>
<li><strong>Door frames:</strong> timber bathroom door frames rot where they meet the wet floor. A WPC frame or a stone sill at the bottom avoids this.</li>
<li><strong>Windows:</strong> keep the drain holes of sliding window tracks clear and replace worn rubber gaskets.</li>
</ul>

<h2>Choosing materials by area</h2>
<table>
<thead>
<tr>
<th>Area</th>
<th>Choose</th>
<th>Avoid</th>
</tr>
</thead>
<tbody>
<tr>
<td>Kitchen sink unit</td>
<td>BWP plywood or WPC/PVC board, all edges sealed</td>
<td>MDF, particle board</td>
</tr>
<tr>
<td>Bathroom vanity</td>
<td>WPC, or BWP plywood laminated on both faces</td>
<td>Polished veneer, MDF</td>
</tr>
<tr>
<td>Wardrobes on external walls</td>
<td>BWR or BWP plywood with a laminated back panel</td>
<td>Open backs against the wall</td>
</tr>
<tr>
<td>Shoe cabinet</td>
<td>Ventilated shutters, laminate inside</td>
<td>Sealed boxes with no airflow</td>
</tr>
<tr>
<td>Balcony furniture</td>
<td>Aluminium, powder-coated metal, outdoor-rated weaves</td>
<td>Untreated wood, indoor fabrics</td>
</tr>
</tbody>
</table>

<h2>Termites: Bangalore's quiet problem</h2>
<p>Subterranean termites are common across Bangalore, and high-floor apartments are not immune, because termites travel through cracks, conduits and service shafts. Watch for:</p>
<ul>
<li>Thin mud tubes along walls, skirting or door frames.</li>
<li>Wood that sounds hollow or crumbles when pressed.</li>
<li>Discarded wings near windows and lights after the first heavy showers, when winged termites swarm.</li>
</ul>
<p>Before carpentry starts, get a professional anti-termite treatment, usually drilling along the skirting and wall-floor joints, injecting a termiticide and sealing the holes, along with treatment of wooden frames. Ask for the chemical used and the warranty period in writing. Use termite-treated plywood for all carpentry, keep cardboard cartons out of lofts, and book an inspection every year, ideally just before the monsoon.</p>

<h2>Fungus and musty cupboards</h2>
<ul>
<li>Place moisture absorber boxes or silica gel packs in wardrobes and shoe cabinets, and replace them when they are saturated.</li>
<li>Store leather bags, belts and shoes in breathable covers and air them on sunny days.</li>
<li>Don't pack cupboards tight. Air needs to move between clothes.</li>
<li>Use the dry mode on your air conditioner, or a dehumidifier, in rooms that stay closed for long periods.</li>
<li>Run bathroom and kitchen exhaust fans for a while after use, and open windows for cross-ventilation whenever the rain stops.</li>
<li>Wipe early mildew spots with a mild soap solution and dry the surface fully. Recurring spots mean there is a moisture source to find.</li>
</ul>

<h2>Timing interior work around the rains</h2>
<p>PU paint, wood polish and wall putty dry slowly in high humidity, and lacquer finishes can turn cloudy if they cure in damp air. Factory-finished shutters avoid most of this, which is one reason we prefer them. On site, don't paint over damp plaster, allow extra drying time between coats, and make sure panels arrive wrapped and are stored indoors off the floor.</p>

<h2>A pre-monsoon checklist</h2>
<ol>
<li>Clear balcony and terrace drains, and check the outlet grates.</li>
<li>Inspect external walls and window frames for new cracks and gaps.</li>
<li>Check under the kitchen and bathroom sinks for slow leaks.</li>
<li>Look for mud tubes along skirting and door frames.</li>
<li>Replace moisture absorbers in wardrobes and shoe cabinets.</li>
<li>Move stored items in lofts away from external walls.</li>
<li>Service exhaust fans and the chimney.</li>
<li>Confirm when your anti-termite treatment is due for renewal.</li>
</ol>

<p>If you're planning interiors and want them built for Bangalore's rains from day one, our team can inspect your home during a free site visit and reflect what we find in the 3D designs. <a href="/contact">Book a visit</a>.</p>
`,
    tags: ['Monsoon', 'Damp Proofing', 'Termites', 'Maintenance'],
    readTime: 5,
    isFeatured: false,
    metaTitle: 'Monsoon-Proof Interiors in Bangalore: Damp and Termites',
    metaDescription: null,
    publishedAt: '2026-05-18T05:15:00.000Z',
  },
  {
    slug: 'planning-a-2bhk-or-3bhk-interior-budget-and-timeline-in-bangalore',
    title: 'Planning a 2BHK or 3BHK Interior Budget and Timeline in Bangalore',
    category: 'Interior Tips',
    excerpt:
      '<p>What do 2BHK and 3BHK interiors really cost in Bangalore, how do milestone payments work, and how long does it all take? A clear, practical guide before you sign anything.</p>',
    content: `
<p>The two questions we hear first at almost every site visit are "How much will it cost?" and "Can we move in by this date?" Both have honest answers, but they depend on decisions you make early. This guide explains typical budgets, how milestone payments work, the costs people forget and a realistic timeline.</p>

<h2>What interiors typically cost</h2>
<p>These are ballpark ranges from projects like ours in Bangalore. They cover modular and carpentry work (kitchen, wardrobes, TV unit and similar) and exclude appliances, loose furniture and décor unless mentioned.</p>
<table>
<thead>
<tr>
<th>Scope</th>
<th>2BHK</th>
<th>3BHK</th>
</tr>
</thead>
<tbody>
<tr>
<td>Essentials: modular kitchen, bedroom wardrobes, TV unit</td>
<td>₹3-5 lakh</td>
<td>₹4.5-7 lakh</td>
</tr>
<tr>
<td>Comfort: essentials plus pooja unit, shoe and crockery units, study, living room false ceiling and lighting</td>
<td>₹5-8 lakh</td>
<td>₹7-12 lakh</td>
</tr>
<tr>
<td>Premium: acrylic or PU finishes, quartz counters, wall panelling, false ceiling throughout, some loose furniture</td>
<td>₹8-15 lakh</td>
<td>₹12-22 lakh</td>
</tr>
</tbody>
</table>
<p>The biggest levers are the shutter finish (laminate versus acrylic or PU), the carcass material, the amount of pull-out hardware and how much civil and electrical work the home needs. Scope creep matters too: an extra loft here and a bar unit there add up quickly. For a figure closer to your own home, try our <a href="/calculator">cost calculator</a>.</p>

<h2>The costs people forget</h2>
<ul>
<li><strong>GST:</strong> check whether each quote includes it. Interior works commonly attract 18%, which is a big number to discover late.</li>
<li><strong>Civil work:</strong> breaking and re-laying tiles, plumbing changes, kitchen wall tiles, granite sills.</li>
<li><strong>Electrical:</strong> new points, shifting switchboards, conduits for the TV wall, and the lights and fans themselves.</li>
<li><strong>False ceiling and painting:</strong> usually priced per square foot, with a full repaint after carpentry is done.</li>
<li><strong>Kitchen extras:</strong> chimney, hob, sink, taps, water purifier and any built-in appliances.</li>
<li><strong>Soft furnishings:</strong> curtains, blinds, rods and rugs.</li>
<li><strong>Society requirements:</strong> many gated communities ask for a refundable interior-work deposit, restrict working hours, issue labour passes and have rules for lift protection and debris removal.</li>
<li><strong>Move-in:</strong> deep cleaning, pest control and packers and movers.</li>
</ul>

<div class="callout callout-info"><p>Keep about 10% of your budget aside as a contingency. It usually goes on small decisions made on site: an extra socket, a better handle, a shelf in the utility area.</p></div>

<h2>How the 5% / 60% / 100% payment milestones work</h2>
<p>Like many established studios, we use milestone payments. The percentages are cumulative: each figure is the total paid by that stage, not an additional amount.</p>
<ol>
<li><strong>5% at booking:</strong> confirms the project and starts detailed design, including precise measurements, layouts, 3D views, revisions and material selection.</li>
<li><strong>60% at design sign-off:</strong> once you approve the final drawings, materials and quote, you pay a further 55%, bringing the total to 60%. This funds materials and factory production. From here on, changes cost time and money because panels are being cut.</li>
<li><strong>100% at installation:</strong> the remaining 40% is paid as the work reaches your home for installation and handover. Your contract should state exactly which event triggers this payment.</li>
</ol>
<p>For example, on a ₹6 lakh project you would pay ₹30,000 at booking, ₹3.3 lakh at design sign-off (₹3.6 lakh in total) and the final ₹2.4 lakh at the installation stage.</p>

<div class="callout callout-warning"><p>Be cautious with anyone who asks for a large payment before you have seen and approved a detailed design. Insist on an itemised quote that lists dimensions, carcass material and grade, finish, hardware and accessories for every unit, plus written warranty terms.</p></div>

<h2>A realistic timeline</h2>
<ol>
<li><strong>Site visit and brief:</strong> about one week.</li>
<li><strong>Design and 3D iterations:</strong> about three weeks, depending mostly on how quickly decisions are made at home.</li>
<li><strong>Factory production:</strong> starts the day you sign off the design; civil, electrical and plumbing changes run alongside it on site.</li>
<li><strong>Installation:</strong> modular units arrive ready to assemble, so a modular kitchen alone is done in 15-20 days after sign-off and a complete home in 30-45 days.</li>
<li><strong>Finishing:</strong> painting touch-ups, cleaning and a snag list, within those days.</li>
</ol>
<p>In practice, most 2BHK and 3BHK homes take around two to three months from the first meeting to move-in, of which 30-45 days come after design sign-off. Longer gaps usually come from decisions at home, not from the work.</p>

<h2>Planning around dates that matter</h2>
<ul>
<li><strong>Griha pravesha:</strong> if you have a muhurtham date, work backwards from it and keep a buffer of two weeks.</li>
<li><strong>Festival season:</strong> the weeks before Dasara and Deepavali are the busiest for studios and factories, so book design earlier.</li>
<li><strong>Monsoon:</strong> painting and polishing take longer to dry between June and October. Build that into the schedule.</li>
<li><strong>New apartments:</strong> you can start design with the builder's plan before handover, then re-measure once you have the keys.</li>
</ul>

<h2>Mistakes that cost money</h2>
<ol>
<li>Comparing quotes by the total alone, without comparing materials and hardware line by line.</li>
<li>Changing designs after production has started.</li>
<li>Leaving electrical planning until after the carpentry is installed.</li>
<li>Skipping the contingency and then cutting corners on hardware.</li>
<li>Paying without receipts or a written contract.</li>
</ol>

<p>If you'd like a budget built around your own floor plan, our team offers a free site visit and 3D designs with a detailed, itemised quote. <a href="/contact">Get in touch</a> to start.</p>
`,
    tags: ['Budget', 'Planning', '2BHK', '3BHK', 'Payments'],
    readTime: 5,
    isFeatured: true,
    metaTitle: '2BHK and 3BHK Interior Cost in Bangalore: Budget Guide',
    metaDescription:
      'What 2BHK and 3BHK interiors cost in Bangalore, how 5%/60%/100% milestone payments work, realistic timelines and the hidden costs to plan for.',
    publishedAt: '2026-02-23T04:00:00.000Z',
  },
  {
    slug: 'tv-unit-and-living-room-storage-ideas-that-actually-work',
    title: 'TV Unit and Living Room Storage Ideas That Actually Work',
    category: 'Living Room',
    excerpt:
      '<p>A good TV unit is about more than looks. Here is how to get the screen size, height and wiring right, and how to add living room storage without making the room feel smaller.</p>',
    content: `
<p>Living rooms in Bangalore apartments are often around 11×14 to 12×16 ft, shared with the dining area, with the balcony door on one wall and the main door on another. The TV wall is frequently the only long, solid wall left, so it ends up carrying storage, display and all the electronics. Here is how we plan it.</p>

<h2>Screen size, distance and height</h2>
<ul>
<li><strong>Viewing distance:</strong> for 4K TVs, a comfortable distance is roughly 1 to 1.5 times the screen diagonal. A 55-inch TV (about 1.4 m diagonal) suits roughly 1.4-2.1 m, and a 65-inch TV suits about 1.65-2.5 m. In most apartment living rooms, with the sofa 2.4-3 m away, a 55-65 inch screen works well.</li>
<li><strong>Height:</strong> the centre of the screen should be close to seated eye level, typically 1000-1100 mm from the floor for a standard sofa. If it has to go higher, use a tilting bracket.</li>
<li><strong>Future-proofing:</strong> design the back panel for one size larger than your current TV. Most families upgrade within a few years.</li>
</ul>

<h2>Plan the wiring before the carpenter arrives</h2>
<ul>
<li>Sockets behind the TV, placed so the screen covers them.</li>
<li>A 25 mm PVC conduit, with a pull wire, from behind the TV down to the console for HDMI and other cables. Add a spare conduit for whatever comes next.</li>
<li>Four to six sockets at console level for the set-top box, soundbar, router, gaming console and chargers.</li>
<li>A LAN point if your router lives elsewhere, and a surge protector for the whole set-up.</li>
</ul>

<div class="callout callout-warning"><p>Before drilling into a TV wall, find out where concealed conduits and water lines run. Ask the builder for the electrical drawings or use a wall scanner. Always anchor a wall-mounted TV into masonry or concrete, not into a decorative panel alone.</p></div>

<h2>Choosing a TV unit format</h2>
<h3>Floating console</h3>
<p>A wall-hung console 1800-2400 mm wide, 350-400 mm deep and 300-450 mm tall, fixed 200-300 mm above the floor. It keeps the floor visible, which makes a compact room feel larger, and makes mopping easy. Pair it with a simple back panel in laminate or veneer.</p>
<h3>Full-wall unit</h3>
<p>A back panel behind the TV with closed cabinets on one or both sides, open display shelves and sometimes a loft. Best when you need serious storage, but keep it to 400 mm deep or less so the room doesn't shrink.</p>
<h3>Partition unit</h3>
<p>A TV unit that doubles as a divider between the living and dining areas or the foyer. It must be fixed firmly to the floor and ceiling, and cables have to be routed through the floor or a false ceiling, so plan it before the ceiling work starts.</p>
<p>As a rough guide, a floating console with a laminate back panel usually costs ₹35,000-70,000, while a full-wall unit with storage, lighting and veneer or fluted panels can run from ₹80,000 to ₹1.5 lakh or more.</p>

<h2>Storage ideas that earn their space</h2>
<ul>
<li><strong>Closed drawers</strong> for remotes, chargers, documents and board games. Keep open shelves only for what you actually want to display; with Bangalore's dust and open windows, every open shelf needs regular wiping.</li>
<li><strong>A ventilated compartment</strong> for the set-top box and router. Electronics need airflow, and a Wi-Fi router behind a solid shutter loses range.</li>
<li><strong>Crockery unit</strong> on the dining side, with a 400-450 mm deep base for serving dishes and glass shutters above.</li>
<li><strong>Foyer shoe cabinet</strong> with ventilated shutters. Tilt-out units need only about 250 mm of depth; shelf-type units need around 350 mm.</li>
<li><strong>Window seat</strong> in a bay window, with drawers below. Many Bangalore apartments have a bay window, and this turns it into seating and storage.</li>
<li><strong>Bookshelves</strong> 300 mm deep, which is enough for most books without swallowing the room.</li>
</ul>

<h2>Finishes and lighting</h2>
<ul>
<li>Matte laminate or veneer on the TV wall reduces glare. Avoid high-gloss panels directly opposite a window or balcony door.</li>
<li>Fluted panels look elegant but collect dust in the grooves. Choose wider flutes if you don't enjoy cleaning.</li>
<li>A warm LED strip (2700-3000K) behind the TV softens the contrast between a bright screen and a dark room, which makes evening viewing easier on the eyes.</li>
<li>Keep display shelf lighting on a separate switch from the main lights.</li>
</ul>

<div class="callout callout-info"><p>Leave 150-200 mm between the bottom of the TV and the top of the console if you have a soundbar, or plan a dedicated shelf for it. Soundbars added later often end up blocking the screen's IR sensor.</p></div>

<h2>Common mistakes</h2>
<ol>
<li>Mounting the TV too high, at dining or standing eye level instead of sofa eye level.</li>
<li>An oversized unit that eats into the walkway. Keep at least 750-900 mm clear between the unit and the sofa or coffee table.</li>
<li>Open shelves everywhere, which become dust and clutter magnets.</li>
<li>Forgetting ventilation for electronics.</li>
<li>Finishing the panel before the electrician has run conduits.</li>
</ol>

<p>If you'd like to see what your TV wall could look like, our team can do a free site visit and share 3D designs of a couple of options. <a href="/contact">Reach out</a> whenever it suits you.</p>
`,
    tags: ['TV Unit', 'Living Room', 'Storage', 'Small Spaces'],
    readTime: 5,
    isFeatured: false,
    metaTitle: null,
    metaDescription:
      'How to size and place a TV unit, hide the wires and add storage to a Bangalore living room: viewing distances, heights, costs and mistakes to avoid.',
    publishedAt: '2025-11-10T05:30:00.000Z',
  },
  {
    slug: 'kitchen-materials-that-survive-indian-cooking-plywood-shutters-and-countertops',
    title: 'Kitchen Materials That Survive Indian Cooking: Plywood, Shutters and Countertops',
    category: 'Kitchen Design',
    excerpt:
      '<p>Steam, oil, turmeric and hard water are tough on a kitchen. We compare BWP plywood, HDHMR and MDF, laminate, acrylic and PU shutters, and granite versus quartz, so you can choose with confidence.</p>',
    content: `
<p>An Indian kitchen works harder than most: steam from pressure cookers, oil mist from tadka and frying, turmeric stains and a sink area that stays wet for much of the day. In Bangalore, add monsoon humidity and, in many apartments, hard borewell or tanker water. Here is how we choose materials that still look good after ten years.</p>

<h2>The carcass: what the cabinets are made of</h2>
<p>The carcass is the hidden box behind every shutter. It decides whether your kitchen swells, sags or attracts termites.</p>
<h3>BWP plywood</h3>
<p>Boiling Water Proof plywood is bonded with phenolic resin and is our default for base units, especially the sink unit. It holds screws well, tolerates repeated hinge adjustments and resists moisture. Check that the grade is printed on the sheet (IS 710 is the marine-grade standard) and ask whether it is treated against termites and borers.</p>
<h3>HDHMR board</h3>
<p>High Density High Moisture Resistant board is made from compressed wood fibre. It is dense, flat and very stable, which makes it excellent for shutters and wall units, and it usually costs less than good BWP plywood. It is heavy, and screw holes weaken if hinges are removed and refixed many times, so installation has to be right the first time. Every edge must be sealed.</p>
<h3>MDF and particle board</h3>
<p>Standard MDF is fine for dry, decorative areas, but it swells quickly if water gets into an unsealed edge. Pre-laminated particle board is the budget option found in flat-pack furniture. We don't use either for base units in a kitchen.</p>

<div class="callout callout-warning"><p>The sink unit is where most kitchens fail first. Use BWP plywood or a waterproof PVC or WPC board for the sink base, seal every cut edge, and leak-test the sink and tap connections before the shutters go on.</p></div>

<h2>Shutter finishes compared</h2>
<table>
<thead>
<tr>
<th>Finish</th>
<th>Strengths</th>
<th>Watch out for</th>
<th>Relative cost</th>
</tr>
</thead>
<tbody>
<tr>
<td>Laminate (matte or suede)</td>
<td>Tough, tolerates heat and scratches, huge range of colours and textures</td>
<td>Visible edge line if the edge band is mismatched; deep textures hold grease</td>
<td>₹</td>
</tr>
<tr>
<td>Acrylic</td>
<td>Mirror-like gloss, seamless look, easy to wipe</td>
<td>Fine scratches and fingerprints show, especially on dark colours</td>
<td>₹₹</td>
</tr>
<tr>
<td>PU paint</td>
<td>Any colour in matte or gloss; can be repaired and repainted</td>
<td>Edges can chip if knocked; quality depends on skilled spray work</td>
<td>₹₹₹</td>
</tr>
<tr>
<td>PVC membrane</td>
<td>Affordable way to get moulded, profiled shutters</td>
<td>Membrane can lift with sustained heat near the hob or an oven</td>
<td>₹ to ₹₹</td>
</tr>
<tr>
<td>Glass (lacquered or framed)</td>
<td>Easy to clean, good accent for wall units</td>
<td>Fingerprints; heavier shutters need good hinges</td>
<td>₹₹</td>
</tr>
</tbody>
</table>
<p>For heavy Indian cooking, we like matte or suede laminates for base units because they hide fingerprints and take daily knocks. Acrylic and PU look their best on wall units and tall units, away from the hob and the busiest drawers. Anti-fingerprint variants of matte laminates and acrylics are worth the small premium. Avoid deeply textured finishes right next to the hob; oil mist settles in the grain and is hard to clean.</p>

<h2>Countertops: granite, quartz and the rest</h2>
<table>
<thead>
<tr>
<th>Material</th>
<th>Heat</th>
<th>Stains</th>
<th>Relative cost</th>
</tr>
</thead>
<tbody>
<tr>
<td>Granite</td>
<td>Excellent; a hot kadai is fine</td>
<td>Good in dark varieties; lighter ones can absorb oil unless sealed</td>
<td>₹ to ₹₹</td>
</tr>
<tr>
<td>Quartz (engineered stone)</td>
<td>Moderate; the resin can scorch or discolour under direct heat</td>
<td>Excellent; non-porous</td>
<td>₹₹ to ₹₹₹</td>
</tr>
<tr>
<td>Solid surface</td>
<td>Limited; use trivets always</td>
<td>Good; scratches can be buffed out</td>
<td>₹₹ to ₹₹₹</td>
</tr>
<tr>
<td>Sintered stone</td>
<td>Excellent</td>
<td>Excellent</td>
<td>₹₹₹</td>
</tr>
</tbody>
</table>
<p>Granite remains the practical choice for most Bangalore kitchens. Karnataka has a long granite-quarrying tradition, so good slabs are easy to source, and granite shrugs off a hot tawa. Quartz gives a cleaner, more uniform look, especially in light colours, but keep trivets by the hob. Sintered stone handles both heat and stains well, but it needs skilled fabrication and its thin edges can chip.</p>

<h2>Hard water and the sink area</h2>
<ul>
<li>Stainless steel sinks are the most forgiving. A satin or matte finish hides water spots better than a mirror finish.</li>
<li>Dark quartz-composite sinks look striking but show white calcium marks quickly with hard water. Wipe them dry or choose a lighter shade.</li>
<li>Pick taps with a removable aerator so you can descale it.</li>
<li>Avoid high-gloss acrylic or PU on the sink unit itself, where water spots show most.</li>
<li>If your water is very hard, leave space and plumbing for a softener or filter unit.</li>
</ul>

<h2>Hardware and the small details</h2>
<ul>
<li>Soft-close hinges and drawer channels rated for the load. A drawer of steel vessels and a pressure cooker is heavier than it looks.</li>
<li>Stainless steel baskets and cutlery organisers. Chrome-plated mild steel tends to rust near the sink in humid months.</li>
<li>Legs with a removable skirting, keeping the carcass 100-150 mm off the floor and away from mopping water.</li>
<li>Laminate on the inside faces too. A panel laminated on one side only can warp over time.</li>
</ul>

<h2>Mistakes to avoid</h2>
<ol>
<li>Pairing a premium shutter finish with a budget carcass.</li>
<li>Accepting a quote that says "plywood" without naming the grade and thickness.</li>
<li>Leaving cut edges unsealed around the sink, hob and plumbing holes.</li>
<li>Choosing a countertop from a small sample under showroom lights. View a full slab in daylight if you can.</li>
</ol>

<p>Every quote from our team spells out the carcass, finish and hardware for each unit, and we recommend asking any designer for the same. If you'd like samples in your own kitchen's light, book a free site visit and we'll bring them along with your 3D designs. <a href="/contact">Contact us</a>.</p>
`,
    tags: ['Modular Kitchen', 'Materials', 'Countertops', 'Durability'],
    readTime: 5,
    isFeatured: false,
    metaTitle: 'Kitchen Materials for Indian Cooking: Ply, Finishes, Tops',
    metaDescription:
      'BWP plywood vs HDHMR vs MDF, laminate vs acrylic vs PU, granite vs quartz: kitchen materials that hold up to steam, oil and hard water in Bangalore homes.',
    publishedAt: '2025-08-04T04:15:00.000Z',
  },
];
