import type { AuthoredPost } from "./blog-taxonomy";

export const electricPosts: readonly AuthoredPost[] = [
  {
    slug: "charging-an-electric-car-at-home",
    title: "Charging an electric car at home: a beginner's guide",
    category: "electric-and-hybrid",
    tags: ["ev-charging"],
    author: "amira",
    published_days_ago: 14,
    sticky: true,
    introduction:
      "Home charging is the cheapest and easiest way to run an electric car. Here is what you need, what it costs and how long it takes.",
    main_image_alt: "Illustration of an electric car plugged into a wall charger at home",
    article: `<p>Most electric car owners do almost all their charging at home, overnight. If you have off-street parking, it makes running an EV cheaper than any petrol or diesel car.</p>
<h2>Wall box or three-pin plug?</h2>
<p>A standard three-pin socket will charge an EV, but slowly: roughly 6 to 8 miles of range an hour, and it is not designed for hours of heavy load. A dedicated 7kW wall box adds about 25 to 30 miles an hour, enough to fill most cars overnight. Installation by a registered electrician typically costs £800 to £1,200.</p>
<h2>What it costs to charge</h2>
<p>On a standard tariff of around 25p per kWh, filling a 60kWh battery from empty costs about £15 and gives roughly 200 miles. An EV tariff with cheap overnight electricity, often under 10p per kWh, brings that down to about £6. Public rapid chargers are convenient on long trips but can cost 70p per kWh or more, nearly three times the home rate.</p>
<h2>No driveway?</h2>
<ul>
<li>Many councils are installing on-street chargers in lamp posts; check your council's website.</li>
<li>Supermarkets, gyms and workplaces often have chargers you can use while you are there.</li>
<li>Renters and flat owners may be able to get a government grant towards a charger where they park.</li>
</ul>
<p>Never run a domestic extension cable across a pavement: it is a trip hazard and you could be liable if someone is hurt.</p>`,
  },
  {
    slug: "buying-a-used-electric-car-battery-health",
    title: "Buying a used electric car: how to check battery health",
    category: "electric-and-hybrid",
    tags: ["ev-charging", "warranty"],
    author: "amira",
    published_days_ago: 44,
    introduction:
      "The battery is the most valuable part of an electric car. Here is how to judge a used one and what the warranty covers.",
    main_image_alt: "Illustration of a battery gauge showing a high state of health",
    article: `<p>Worries about battery life put many people off a used EV, but the evidence is reassuring: most batteries lose only a few per cent of their capacity in the first years, then decline slowly.</p>
<h2>State of health</h2>
<p>A battery's state of health (SoH) compares its usable capacity today with when it was new. Above 90% is excellent for a car a few years old. Some cars show SoH in their menus; for others a dealer or specialist can read it with diagnostic equipment. Ask for the figure before you buy.</p>
<h2>What affects battery life</h2>
<ul>
<li>Frequent rapid charging, especially in hot weather;</li>
<li>regularly charging to 100% and leaving the car full for days;</li>
<li>very high mileage, although many EVs pass 100,000 miles with little loss.</li>
</ul>
<h2>The battery warranty</h2>
<p>Most manufacturers guarantee the battery separately from the rest of the car, typically for eight years and 100,000 miles, against falling below about 70% of its original capacity. This warranty passes to the next owner, so a five-year-old EV usually still has years of cover left. Check the start date in the service book.</p>
<p>We check the battery health of every electric car we sell, and our <a href="/special-offers">electric warranty offer</a> adds extra peace of mind.</p>`,
  },
  {
    slug: "mild-hybrid-full-hybrid-plug-in-hybrid-explained",
    title: "Mild, full or plug-in hybrid: what's the difference?",
    category: "electric-and-hybrid",
    tags: ["hybrid", "car-tax"],
    author: "amira",
    published_days_ago: 73,
    introduction:
      "Hybrid covers everything from a small starter-generator to a car that can do 40 miles on electricity. Here is how they compare.",
    main_image_alt: "Illustration of a hybrid car showing engine and battery",
    article: `<p>"Hybrid" on a used car advert can mean three quite different things. Knowing which is which helps you pick the right one for the way you drive.</p>
<h2>Mild hybrid (MHEV)</h2>
<p>A small battery and a starter-generator, often 48-volt, help the petrol or diesel engine when pulling away and let it switch off earlier when coasting. It cannot drive on electricity alone. Fuel savings are modest, perhaps 5 to 10%, but there is nothing to plug in and nothing to change in how you drive.</p>
<h2>Full or "self-charging" hybrid (HEV)</h2>
<p>A bigger battery lets the car drive short distances at low speed on electricity, recharged by the engine and by braking. Toyota and Lexus made this type famous. It shines in town and stop-start traffic, where it can return excellent economy, and it is very reliable.</p>
<h2>Plug-in hybrid (PHEV)</h2>
<p>A much larger battery, charged from the mains, gives a real electric range, usually 25 to 50 miles. If most of your journeys are short and you can charge at home, you may rarely use petrol. If you never plug it in, you are carrying a heavy battery around and economy can be worse than a normal car.</p>
<h2>Which should you choose?</h2>
<ul>
<li>Mostly motorway miles: a mild hybrid or an efficient petrol.</li>
<li>Mostly town driving, no home charging: a full hybrid.</li>
<li>Short daily trips with a driveway: a plug-in hybrid, or consider a fully electric car.</li>
</ul>`,
  },
  {
    slug: "electric-car-range-in-winter",
    title: "Why your electric car's range drops in winter, and what to do",
    category: "electric-and-hybrid",
    tags: ["ev-charging", "winter-driving"],
    author: "amira",
    published_days_ago: 101,
    introduction:
      "Cold weather can take a fifth or more off an EV's range. A few habits win most of it back.",
    main_image_alt: "Illustration of an electric car in the snow beside a charger",
    article: `<p>Every electric car goes less far in winter. Batteries work less efficiently when cold, and heating the cabin uses energy that would otherwise move the car. A drop of 10 to 30% on a cold day is normal.</p>
<h2>Precondition while plugged in</h2>
<p>Most EVs let you warm the cabin and battery from an app or a timer before you set off. Do it while the car is still charging, so the energy comes from the mains and not the battery.</p>
<h2>Heat yourself, not the air</h2>
<p>Heated seats and a heated steering wheel use a fraction of the energy of blowing hot air round the cabin. Cars with a heat pump lose much less range than those with a simple resistive heater, which is worth knowing when you compare used EVs.</p>
<h2>Plan longer trips</h2>
<ul>
<li>Charging is slower when the battery is cold; many cars can warm it on the way to a rapid charger if you set the charger as the destination in the navigation.</li>
<li>Keep tyres at the right pressure: cold air lowers it, and soft tyres cost range.</li>
<li>Motorway speeds cost more range in winter than in summer; 65mph instead of 70mph makes a real difference.</li>
</ul>
<p>The range comes back as the weather warms: winter does not harm the battery.</p>`,
  },
];
