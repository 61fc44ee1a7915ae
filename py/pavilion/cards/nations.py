"""The 14 nations and their elevens: the twelve full ICC members and two associates.

Every player is invented (no real cricketer's name is meant), listed in batting order: five
batsmen, the wicket-keeper at 6, an all-rounder at 7 and four bowlers. With one bowler at a time,
the attack takes bowling turns in rotation: numbers 8, 9, 10, 11, then the all-rounder.
"""

KEEPER = 5
ATTACK = (7, 8, 9, 10, 6)  # indices into the eleven, in the order they bowl

NATIONS = {
    "AFG": ("Afghanistan", (
        "Habibullah Wardak", "Samiullah Popal", "Zubair Tokhi", "Farhad Amiri", "Jawid Sultani",
        "Khalid Ahmadzai", "Nasrat Kakar", "Wahid Mohmand", "Ilyas Jalali", "Tamim Hotak", "Edris Barakzai")),
    "AUS": ("Australia", (
        "Lachlan Bramwell", "Callum Dunmore", "Jarrah Wexcombe", "Fletcher Oakhurst", "Brody Tamblyn",
        "Declan Morrow", "Kip Gundry", "Hamish Yarran", "Rory Callister", "Beau Kinchela", "Darcy Threlfall")),
    "BAN": ("Bangladesh", (
        "Ashiqur Mollah", "Nafis Talukder", "Shahriar Bhuiyan", "Mehrab Sikder", "Ariful Howlader",
        "Raiyan Patwary", "Tahsin Majumder", "Imtiaz Khondoker", "Faisal Mridha", "Junaid Akanda", "Rifat Munshi")),
    "ENG": ("England", (
        "Tobias Wrenfield", "Hugo Ashcombe", "Oliver Pennock", "Rupert Haddow", "Miles Cranleigh",
        "Barnaby Stott", "Felix Marchbank", "Dominic Thorley", "Ned Kettleby", "Ambrose Quill", "Silas Brackenbury")),
    "IND": ("India", (
        "Anirudh Velankar", "Kabir Sethuraman", "Tanmay Dhoble", "Siddhant Korgaonkar", "Pranav Ambekar",
        "Nikhil Bhandarkar", "Omkar Rajwade", "Harsh Venugopal", "Yuvan Chitnis", "Manav Lokhande", "Aditya Peshwe")),
    "IRE": ("Ireland", (
        "Cian Mulrooney", "Darragh Fennelly", "Oisin Larkin", "Padraig Kinsella", "Ruairi Costigan",
        "Fionn Delahunt", "Senan Moriarty", "Cathal Brophy", "Donnacha Quirke", "Tadhg Rafferty", "Ciaran Lyster")),
    "NZ": ("New Zealand", (
        "Finn Ashworth", "Rangi Tawhai", "Isaac Pendergrast", "Callum Whitlow", "Tane Morehu",
        "Liam Breckon", "Nico Haldane", "Sam Pukeroa", "Archie Lindqvist", "Hemi Karaka", "Jonty Rewiti")),
    "PAK": ("Pakistan", (
        "Zoraiz Baloch", "Haris Qazilbash", "Daniyal Mirani", "Rayyan Tarin", "Omer Lakhani",
        "Sameer Gilani", "Fahad Chandio", "Talha Warraich", "Uzair Soomro", "Ahsan Kundi", "Bilal Jatoi")),
    "SA": ("South Africa", (
        "Pieter van Wyngaard", "Sipho Mabaso", "Jandre Oosthuysen", "Thabo Mokgadi", "Ruan Kritzinger",
        "Luan Brandhorst", "Lwazi Ndlela", "Wian Heyneke", "Bongani Qwabe", "Tiaan Vermaak", "Mpho Sekhukhune")),
    "SL": ("Sri Lanka", (
        "Kavindu Ranaweera", "Sahan Jayalath", "Tharaka Wijesooriya", "Isuru Amarakoon", "Dinuka Pathiraja",
        "Chamod Wanasinghe", "Ravindu Senarath", "Heshan Liyanapathirana", "Yasiru Ekanayake",
        "Pasindu Dahanayake", "Minod Gunathilake")),
    "WI": ("West Indies", (
        "Kemar Bascombe", "Jovan Trotman", "Tristan Eastmond", "Marlon Greaves", "Desron Clarkin",
        "Rashad Pilgrim", "Keon Farquharson", "Akeem Scantlebury", "Nevaun Inniss", "Ottis Belgrave", "Corey Harewood")),
    "ZIM": ("Zimbabwe", (
        "Farai Mavhunga", "Tatenda Chikowore", "Kudzai Marufu", "Simba Nyamuzihwa", "Rutendo Makoni",
        "Graeme Ashburton", "Takunda Zvobgo", "Tonderai Musarurwa", "Nyasha Mupfudza", "Tafadzwa Gwatidzo",
        "Brendon Kettering")),
    "NED": ("Netherlands", (
        "Joost Verhagen", "Thijs Brouwer", "Sander Kuipers", "Bram Hoogland", "Daan Ruitenberg",
        "Wouter Eijkelkamp", "Niels Oudshoorn", "Jeroen Slingerland", "Ruben Dekkers", "Maarten Vlietstra",
        "Stijn Hazelaar")),
    "SCO": ("Scotland", (
        "Angus Strachan", "Fraser Baillie", "Ewan Lindores", "Callum Rintoul", "Murdo Crichton",
        "Alasdair Kerrigan", "Lewis Dunbarton", "Ruaridh Menzies", "Gregor Tulloch", "Hamish Auchterlonie",
        "Innes Macphail")),
}


def nation_view(code: str) -> dict:
    name, players = NATIONS[code]
    return {"code": code, "name": name, "players": list(players), "keeper": players[KEEPER],
            "attack": [players[i] for i in ATTACK]}
