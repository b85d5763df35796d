import type { AuthoredPost } from "./blog-taxonomy";

export const ownershipPosts: readonly AuthoredPost[] = [
  {
    slug: "mot-guide-what-is-checked-and-how-to-pass",
    title: "The MOT: what is checked and how to pass first time",
    category: "ownership",
    tags: ["mot", "servicing", "tyres"],
    author: "tom",
    published_days_ago: 20,
    introduction:
      "Around a third of cars fail their MOT first time, many for faults a driver could have spotted. Here is what the test covers.",
    main_image_alt: "Illustration of a car on a workshop ramp",
    article: `<p>In Great Britain a car needs its first MOT three years after it was first registered, then every year. Driving without a valid MOT can mean a fine of up to £1,000, and it can invalidate your insurance.</p>
<h2>When to book</h2>
<p>You can have the test up to a month (minus a day) before the current certificate runs out and keep the same renewal date. Gov.uk will send you a free reminder by text or email.</p>
<h2>What the tester looks at</h2>
<ul>
<li>Lights, indicators and the horn;</li>
<li>brakes, steering and suspension;</li>
<li>tyres, including a tread depth of at least 1.6mm;</li>
<li>seatbelts, mirrors, wipers and washers;</li>
<li>exhaust emissions and leaks;</li>
<li>the body and structure, for corrosion or sharp edges.</li>
</ul>
<p>The engine, clutch and gearbox are not examined: that is what a service is for.</p>
<h2>Ten-minute checks before the test</h2>
<ul>
<li>Walk round with the lights on, including brake lights (use a reflection in a window).</li>
<li>Top up screenwash and replace split wiper blades.</li>
<li>Make sure no warning lights stay on, including the airbag and ABS lights.</li>
<li>Clear the windscreen of anything that blocks the driver's view.</li>
</ul>
<h2>Understanding the result</h2>
<p>Defects are minor (a pass, to be fixed soon), major (a fail) or dangerous (a fail, and you must not drive the car until it is repaired). Advisories are things to keep an eye on. You can see any car's MOT history, including past advisories, free on gov.uk.</p>
<p>Our workshops test all makes: <a href="/servicing">book an MOT</a>.</p>`,
  },
  {
    slug: "winter-car-checks",
    title: "Seven winter checks to keep your car going",
    category: "ownership",
    tags: ["winter-driving", "tyres"],
    author: "tom",
    published_days_ago: 9,
    introduction:
      "Flat batteries top the list of winter call-outs. Ten minutes of checks now can save a cold wait later.",
    main_image_alt: "Illustration of a frosty windscreen being scraped",
    article: `<p>Cold weather finds out weak spots. Run through these checks as the nights draw in.</p>
<ol>
<li><strong>Battery.</strong> A battery more than five years old, or one that sounds slow to start the engine, may fail in the first frost. Most garages can test it in minutes.</li>
<li><strong>Tyres.</strong> The legal minimum is 1.6mm, but grip in wet and cold falls off well before that; we suggest changing at 3mm. Check pressures monthly, as they drop in the cold.</li>
<li><strong>Antifreeze.</strong> Check the coolant level when the engine is cold. It should be between the marks; the strength can be tested at a garage.</li>
<li><strong>Screenwash.</strong> Use a proper screenwash, not washing-up liquid, at a strength that will not freeze.</li>
<li><strong>Wipers.</strong> Replace blades that smear or judder, and free them from the glass before switching them on in a frost.</li>
<li><strong>Lights.</strong> Clean them and check every bulb: you will use them more in winter.</li>
<li><strong>Emergency kit.</strong> Keep a scraper, de-icer, torch, blanket, phone charger and a bottle of water in the car.</li>
</ol>
<h2>On frosty mornings</h2>
<p>The Highway Code requires you to clear all windows, mirrors and lights before you drive, and snow from the roof. Do not leave the engine running to defrost while you go back indoors: thieves look for exactly this, and your insurer may not pay out.</p>`,
  },
  {
    slug: "car-tax-ved-explained",
    title: "Car tax (VED) explained for used car buyers",
    category: "ownership",
    tags: ["car-tax"],
    author: "dan",
    published_days_ago: 63,
    introduction:
      "How much tax a used car costs depends on when it was registered, its CO2 emissions and sometimes its list price when new.",
    main_image_alt: "Illustration of a calendar and a pound sign",
    article: `<p>Vehicle Excise Duty, usually called car tax, is paid every year to the DVLA. For a used car, the rate depends on when the car was first registered.</p>
<h2>Cars registered from 1 April 2017</h2>
<p>After the first year (paid by the first owner), most cars pay the same standard annual rate, whatever their fuel. Since April 2025 that includes electric cars, which used to be exempt. Cars that cost more than £40,000 when new, including options, pay an extra annual supplement in years two to six. Check the list price of premium models before you buy: the car's used price does not matter.</p>
<h2>Cars registered from March 2001 to March 2017</h2>
<p>These are taxed in bands from A to M by CO2 emissions. Low-emission cars in the lowest bands pay very little, while large engines in the top bands pay several hundred pounds a year.</p>
<h2>Cars registered before March 2001</h2>
<p>These are taxed by engine size: a lower rate for engines up to 1,549cc and a higher one above.</p>
<h2>Buying a used car</h2>
<p>Tax does not pass to the new owner. You must tax the car before you drive it away, online at gov.uk with the reference number from the new keeper slip of the V5C. The seller gets a refund for any full months left. Paying monthly by Direct Debit adds 5% to the cost.</p>
<p>Each car on our site shows its annual tax. Rates change every April, so check the current figures on gov.uk.</p>`,
  },
  {
    slug: "tyre-safety-tread-depth-and-pressures",
    title: "Tyre safety: tread depth, pressures and age",
    category: "ownership",
    tags: ["tyres", "mot"],
    author: "tom",
    published_days_ago: 134,
    introduction:
      "Tyres are the only part of the car touching the road. Here is how to check them and when to replace them.",
    main_image_alt: "Illustration of a tyre tread with a 20p coin",
    article: `<p>Worn or under-inflated tyres lengthen braking distances, use more fuel and are a common MOT failure. Checking them takes five minutes.</p>
<h2>Tread depth</h2>
<p>The law requires at least 1.6mm of tread across the central three-quarters of the tyre, all the way round. Each illegal tyre can mean a fine of up to £2,500 and three penalty points. Stopping distances in the wet grow noticeably below 3mm, which is when we recommend replacing.</p>
<p>The 20p test: put a 20p coin into the main grooves. If you can see the outer band of the coin, the tread may be close to the limit; have it measured properly.</p>
<h2>Pressures</h2>
<p>Check pressures once a month and before long journeys, with the tyres cold. The right figures are in the handbook and usually on a sticker inside the driver's door or fuel flap; use the higher, loaded figures when the car is full.</p>
<h2>Age and damage</h2>
<ul>
<li>The four-digit code on the sidewall is the week and year of manufacture: 2321 means week 23 of 2021.</li>
<li>Rubber hardens with age; many experts suggest replacing tyres older than about six years whatever the tread.</li>
<li>Look for cuts, bulges and cracking on the sidewalls. A bulge means the internal structure is damaged and the tyre must be replaced.</li>
</ul>`,
  },
];
