import type { AuthoredPost } from "./blog-taxonomy";

export const buyingPosts: readonly AuthoredPost[] = [
  {
    slug: "used-car-buying-checklist",
    title: "The used car buying checklist",
    category: "buying-advice",
    tags: ["mot", "consumer-rights", "warranty"],
    author: "dan",
    published_days_ago: 3,
    sticky: true,
    introduction:
      "Our buyer's checklist for any used car, from the paperwork to the tyres, and the rights you have when you buy from a dealer.",
    main_image_alt: "Illustration of a clipboard with ticks beside a hatchback",
    article: `<p>Our buyers look at hundreds of cars a week. These are the checks they never skip, and you should not either, wherever you buy.</p>
<h2>Before you go</h2>
<ul>
<li><strong>Check the MOT history</strong> free on gov.uk. Look at mileage readings year by year and at repeated advisories, which hint at jobs that have been put off.</li>
<li><strong>Run a history check</strong> for outstanding finance, write-offs and theft. Every car we sell has one, and you can read it on the car's page.</li>
<li><strong>Know the value</strong>: compare similar cars of the same age and mileage.</li>
</ul>
<h2>The paperwork</h2>
<ul>
<li>The V5C registration certificate should match the car's registration, colour and VIN (on the windscreen and the door pillar).</li>
<li>Service history: stamps or invoices at the intervals the manufacturer sets, and proof of big jobs such as a cambelt change.</li>
<li>Two keys. A replacement can cost several hundred pounds.</li>
</ul>
<h2>On the car</h2>
<ul>
<li>Tyres with even wear and at least 3mm of tread; uneven wear can mean alignment or suspension problems.</li>
<li>No warning lights once the engine is running.</li>
<li>Every switch working, including air conditioning, windows and the infotainment screen.</li>
<li>Panel gaps and paint colour consistent all round.</li>
</ul>
<h2>Your rights when buying from a dealer</h2>
<p>Under the Consumer Rights Act 2015, a car bought from a dealer must be of satisfactory quality, fit for purpose and as described. If a fault shows up within 30 days you can reject the car for a full refund. For the first six months a fault is taken to have been there when you bought the car unless the dealer can prove otherwise, and the dealer must repair or replace it; if that fails, you can ask for a refund.</p>`,
  },
  {
    slug: "how-to-get-the-most-from-a-test-drive",
    title: "How to get the most from a test drive",
    category: "buying-advice",
    tags: ["test-drive"],
    author: "dan",
    published_days_ago: 37,
    introduction:
      "Twenty minutes behind the wheel tells you more than any advert. Here is how to use them well.",
    main_image_alt: "Illustration of a driver's view through a windscreen",
    article: `<p>A test drive is your chance to find out whether you will still like the car in three years' time. Plan it rather than just driving round the block.</p>
<h2>Before you set off</h2>
<ul>
<li>Bring your driving licence. Dealers insure you on their trade policy; private sellers usually cannot.</li>
<li>Ask for the engine to be cold, so you hear how it starts.</li>
<li>Set up the seat, mirrors and steering wheel properly. Can you get comfortable, and can you see out?</li>
</ul>
<h2>On the road</h2>
<ul>
<li>Drive the kinds of roads you use every day: town traffic, a dual carriageway and, if you can, a rough surface.</li>
<li>Listen for knocks over bumps and whines that change with speed.</li>
<li>Check the car pulls up straight under firm braking and does not wander on a straight road.</li>
<li>On a manual, the clutch should bite smoothly and not too high; on an automatic, changes should be smooth.</li>
</ul>
<h2>Everyday life</h2>
<p>Bring the things that matter to you: the child seat, the buggy, the golf clubs. Try parking it. If you will charge an electric car at home, check the cable reaches.</p>
<p>You can <a href="/used/cars/search">book a test drive</a> from any car's page.</p>`,
  },
  {
    slug: "ulez-and-clean-air-zones-explained",
    title: "ULEZ and Clean Air Zones: will your car be charged?",
    category: "buying-advice",
    tags: ["ulez", "hybrid"],
    author: "amira",
    published_days_ago: 58,
    introduction:
      "London's ULEZ now covers every borough, and several English cities have Clean Air Zones. Here is how to check a car before you buy.",
    main_image_alt: "Illustration of a road sign for a clean air zone",
    article: `<p>Low-emission zones charge older, more polluting vehicles to enter. If you live in or visit London, or one of the cities with a charging zone, the car you buy can cost you money every day you drive it.</p>
<h2>What ULEZ needs</h2>
<p>Transport for London's Ultra Low Emission Zone covers all London boroughs. Cars meet the standard if they are:</p>
<ul>
<li><strong>Petrol</strong>: Euro 4 or later, which covers most cars first registered from 2006, and many from 2001;</li>
<li><strong>Diesel</strong>: Euro 6 or later, broadly cars first registered from September 2015;</li>
<li><strong>Electric</strong>: always compliant.</li>
</ul>
<p>Hybrids are judged on their petrol or diesel engine, and in practice almost all are compliant. A car that does not meet the standard pays a daily charge.</p>
<h2>Clean Air Zones outside London</h2>
<p>Several English cities run Clean Air Zones. Some charge private cars, such as Birmingham and Bristol; others, including Bradford and Sheffield, only charge buses, taxis, vans and lorries. Rules change, so check gov.uk before you travel.</p>
<h2>Checking a car</h2>
<p>Every car on our site shows whether it is ULEZ compliant, worked out from its fuel and Euro emissions standard. You can also enter any registration on TfL's vehicle checker.</p>`,
  },
  {
    slug: "best-used-cars-for-new-drivers",
    title: "Choosing a first car: what new drivers should look for",
    category: "buying-advice",
    tags: ["first-car", "insurance"],
    author: "dan",
    published_days_ago: 121,
    introduction:
      "Insurance is the biggest cost for a new driver. Choose the right car and you can cut the premium by hundreds.",
    main_image_alt: "Illustration of a small hatchback with L plates",
    article: `<p>For a new driver, the car's price is often the smallest part of the bill. Insurance, fuel and running costs matter more, and the car you choose affects them all.</p>
<h2>Look at the insurance group</h2>
<p>Every car has an insurance group from 1 (cheapest) to 50. Groups take account of power, repair costs and security. For a first car, aim for a group under 10: models like the Kia Picanto, Toyota Aygo, Hyundai i10, Skoda Fabia and Volkswagen Polo in their smaller engines all qualify. Each car's page on our site shows its group.</p>
<h2>Small engine, modern safety</h2>
<ul>
<li>A 1.0 to 1.2 litre petrol engine has plenty of power for town and motorway driving.</li>
<li>Look for autonomous emergency braking and six or more airbags.</li>
<li>A newer car with a good Euro NCAP rating is worth more than extra equipment.</li>
</ul>
<h2>Ways to cut the premium</h2>
<ul>
<li>A telematics ("black box") policy rewards careful driving.</li>
<li>Adding an experienced named driver can help, but the main driver must be the person who drives most. Putting the car in a parent's name when you are the main driver is fronting, which is fraud.</li>
<li>Pay annually if you can; monthly payments usually include interest.</li>
</ul>`,
  },
];
